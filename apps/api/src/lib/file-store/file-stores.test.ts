// Issue 22: the two file stores keep the same promises. The object store runs against s3rver, a
// local S3-compatible server this test starts (decision 0781).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-file-stores-'));
let s3server: S3rver;
let s3store: S3FileStore;

beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(scratch, 's3rver'),
    silent: true,
  });
  const { port } = await s3server.run();
  s3store = new S3FileStore(
    {
      bucket: 'sticker-shop',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    path.join(scratch, 's3-staging'),
  );
  await s3store.client.send(new CreateBucketCommand({ Bucket: 'sticker-shop' }));
});
afterAll(async () => {
  s3store.client.destroy();
  await s3server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Bytes in several chunks, as a request body arrives. */
const chunked = (bytes: Buffer, size = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

const stores: [string, () => FileStore][] = [
  ['on this machine’s disk', () => new LocalFileStore(path.join(scratch, 'local'))],
  ['in an S3-compatible bucket', () => s3store],
];

describe.each(stores)('the file store %s', (_where, storeOf) => {
  it('stages streamed bytes with their size and head, then keeps them under a new key of the area', async () => {
    const store = storeOf();
    const bytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
    const staged = await store.stage(chunked(bytes));
    expect(staged.byteSize).toBe(10_000);
    expect(staged.head).toEqual(bytes.subarray(0, 4096));
    const key = await store.commit(staged, 'artwork');
    expect(key).toMatch(/^artwork\/[A-Za-z0-9_-]{16,64}$/);
    expect(fs.existsSync(staged.localPath)).toBe(false);
    expect(await store.read(key)).toEqual(bytes);
    expect(await store.list('artwork')).toContain(key);
    expect(await store.list('requests')).not.toContain(key);
    await store.remove(key);
    await expect(store.read(key)).rejects.toThrow();
    expect(await store.list('artwork')).not.toContain(key);
    // Removing again is fine.
    await store.remove(key);
  });

  it('forgets a discarded staged file', async () => {
    const store = storeOf();
    const staged = await store.stage(chunked(Buffer.from('not wanted')));
    await store.discard(staged);
    expect(fs.existsSync(staged.localPath)).toBe(false);
  });

  it('keeps what the server made under a chosen name, replacing it when written again', async () => {
    const store = storeOf();
    const key = await store.put('quotations', Buffer.from('%PDF-first'), 'Abcdefghijklmnopqrstuv.pdf');
    expect(key).toBe('quotations/Abcdefghijklmnopqrstuv.pdf');
    await store.put('quotations', Buffer.from('%PDF-second'), 'Abcdefghijklmnopqrstuv.pdf');
    expect((await store.read(key)).toString()).toBe('%PDF-second');
    const named = await store.put('documents', Buffer.from('%PDF-x'));
    expect(named).toMatch(/^documents\/[A-Za-z0-9_-]{16,64}$/);
  });

  it('refuses a key it did not make, before it reaches a path or the bucket', async () => {
    const store = storeOf();
    await expect(store.read('artwork/../../etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(store.put('artwork', Buffer.from('x'), '../escape')).rejects.toThrow('Not a storage key');
    await expect(store.read('artwork/unknownunknownunknown')).rejects.toThrow();
  });
});
