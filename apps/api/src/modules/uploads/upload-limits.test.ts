// Issue 14, point 9 (decision 0613): versions kept per order, a member's quota, a rate limit, and
// files with active content stored as sent but never served inline.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { uploads } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { hasActiveContent } from './active-content.ts';
import type { FileKind } from '../../lib/file-kind.ts';
import { uploadMessages } from './messages.ts';
import { SAMPLE_FILES, multipartBody } from '../../../test/multipart.ts';

const QUOTA_BYTES = 6000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      UPLOAD_VERSIONS_PER_ORDER: '3',
      UPLOAD_MEMBER_QUOTA_MB: String(QUOTA_BYTES / 1024 / 1024),
      UPLOAD_RATE_PER_HOUR: '8',
    },
  });
});
afterAll(async () => t.close());

async function newOrder(member: TestMember) {
  const { orderIds } = await createTestPurchase(t.app.db, {
    userId: member.id,
    status: ORDER_STATUS.purchased,
  });
  return orderIds[0]!;
}

const send = (member: TestMember, orderId: string, filename: string, content: Buffer) => {
  const { payload, headers } = multipartBody([
    { name: 'order_id', value: orderId },
    { name: 'file', filename, content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/upload',
    payload,
    headers: { ...headers, ...member.headers },
  });
};
const uploadId = (res: Awaited<ReturnType<typeof send>>) =>
  res.json<{ data: { upload: { id: number } } }>().data.upload.id;
const download = (member: TestMember, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v2/uploads/${id}`, headers: member.headers });

const rowsOf = (member: TestMember) => t.app.db.select().from(uploads).where(eq(uploads.userId, member.id));
const storedFile = (key: string) => path.join(t.dataDir, 'uploads', key);

describe('versions and quota', () => {
  it('keeps the newest 3 versions of an order’s artwork, and deletes the older files', async () => {
    const member = await createTestMember(t.app);
    const orderId = await newOrder(member);
    for (let version = 1; version <= 5; version += 1) {
      const res = await send(member, orderId, `v${version}.png`, SAMPLE_FILES.png);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await rowsOf(member);
    expect(rows.map((row) => row.originalName).sort()).toEqual(['v3.png', 'v4.png', 'v5.png']);
    const folder = path.join(t.dataDir, 'uploads', 'artwork');
    const kept = new Set(rows.map((row) => path.basename(row.storageKey)));
    const mine = fs.readdirSync(folder).filter((name) => kept.has(name));
    expect(mine).toHaveLength(3);
  });

  it('refuses an upload past the member’s quota with 413 and the reason, storing nothing', async () => {
    const member = await createTestMember(t.app);
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2500, 1)]);
    expect((await send(member, await newOrder(member), 'a.png', big)).statusCode).toBe(200);
    expect((await send(member, await newOrder(member), 'b.png', big)).statusCode).toBe(200);
    const before = await rowsOf(member);
    const refused = await send(member, await newOrder(member), 'c.png', big);
    expect(refused.statusCode).toBe(413);
    const message = uploadMessages.quotaExceeded(1);
    expect(refused.json()).toEqual({ message, errors: { file: message } });
    expect(message).toContain('入稿データの合計');
    expect(await rowsOf(member)).toHaveLength(before.length);
    // Small files still fit.
    expect((await send(member, await newOrder(member), 'd.png', SAMPLE_FILES.png)).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 with the reason past 8 uploads an hour from one member, and not for another', async () => {
    const member = await createTestMember(t.app);
    const orderId = await newOrder(member);
    for (let i = 0; i < 8; i += 1) {
      expect((await send(member, orderId, `r${i}.png`, SAMPLE_FILES.png)).statusCode).not.toBe(429);
    }
    const refused = await send(member, orderId, 'r9.png', SAMPLE_FILES.png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: uploadMessages.tooManyUploads(8), errors: {} });
    const other = await createTestMember(t.app);
    expect((await send(other, await newOrder(other), 'ok.png', SAMPLE_FILES.png)).statusCode).toBe(200);
  });
});

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const HANDLER_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" onload="alert(1)"/></svg>',
);
const SCRIPTED_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n',
  'latin1',
);
/** A JPEG that is also an HTML page. */
const JPEG_HTML = Buffer.concat([
  SAMPLE_FILES.jpeg,
  Buffer.from('<html><body><script>fetch("/api/v2/user")</script></body></html>'),
]);
/** A PNG with a ZIP appended. */
const PNG_ZIP = Buffer.concat([SAMPLE_FILES.png, Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(32, 2)]);

describe('active content', () => {
  it.each<[string, Buffer, FileKind, boolean]>([
    ['an SVG with a script', SCRIPTED_SVG, 'svg', true],
    ['an SVG with an event handler', HANDLER_SVG, 'svg', true],
    ['a plain SVG', SAMPLE_FILES.svg, 'svg', false],
    ['a PDF that runs JavaScript on opening', SCRIPTED_PDF, 'pdf', true],
    ['a plain PDF', SAMPLE_FILES.pdf, 'pdf', false],
    ['a JPEG that is also an HTML page', JPEG_HTML, 'jpeg', true],
    ['a PNG with a ZIP appended', PNG_ZIP, 'png', true],
    ['a plain PNG', SAMPLE_FILES.png, 'png', false],
  ])('judges %s', async (_name, content, kind, active) => {
    const file = path.join(t.dataDir, `probe-${Math.random().toString(16).slice(2)}`);
    fs.writeFileSync(file, content);
    expect(await hasActiveContent(file, kind)).toBe(active);
  });

  it('finds a script past the first chunk, across a chunk boundary', async () => {
    const file = path.join(t.dataDir, 'probe-large.png');
    const marker = Buffer.from('<script>x</script>');
    const padding = Buffer.alloc(1024 * 1024 - 8 - 5, 7);
    fs.writeFileSync(file, Buffer.concat([SAMPLE_FILES.png.subarray(0, 8), padding, marker]));
    expect(await hasActiveContent(file, 'png')).toBe(true);
  });

  it.each([
    ['logo.svg', SCRIPTED_SVG],
    ['data.pdf', SCRIPTED_PDF],
    ['photo.jpg', JPEG_HTML],
  ])('stores %s as sent and gives it back only as plain bytes to download', async (filename, content) => {
    const member = await createTestMember(t.app);
    const res = await send(member, await newOrder(member), filename, content);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, uploadId(res)));
    expect(row?.activeContent).toBe(true);
    expect(fs.readFileSync(storedFile(row!.storageKey)).equals(content)).toBe(true);

    const file = await download(member, uploadId(res));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it('serves a plain file as its type, still as a download, and only to its owner', async () => {
    const member = await createTestMember(t.app);
    const res = await send(member, await newOrder(member), 'logo.png', SAMPLE_FILES.png);
    const file = await download(member, uploadId(res));
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await createTestMember(t.app);
    const theirs = await download(stranger, uploadId(res));
    const none = await download(stranger, 2_000_000_000);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
  });
});
