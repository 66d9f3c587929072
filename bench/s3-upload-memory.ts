// Budget (issue 22): a 100 MB artwork stored through the S3 file store grows this process's heap by
// well under 50 MB: the upload streams from the staged file in parts. s3rver (the tests' local
// S3-compatible server) runs in a process of its own, so only the shop's side is measured.
// Run: node --expose-gc --import tsx bench/s3-upload-memory.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { S3FileStore } from '../apps/api/src/lib/file-store/s3-file-store.ts';

const MB = 1024 * 1024;
const SIZE = 100 * MB;
const PORT = 4599;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-s3-'));
const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js', {
  paths: [path.resolve(import.meta.dirname, '../apps/api')],
});
const server = spawn(
  process.execPath,
  [s3rverBin, '-d', path.join(scratch, 's3'), '-a', '127.0.0.1', '-p', String(PORT), '--silent'],
  { stdio: 'ignore' },
);
try {
  const store = new S3FileStore(
    {
      bucket: 'bench',
      endpoint: `http://127.0.0.1:${PORT}`,
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    path.join(scratch, 'data'),
  );
  for (let attempt = 0; ; attempt++) {
    try {
      await store.client.send(new CreateBucketCommand({ Bucket: 'bench' }));
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  // 100 MB arriving in 64 KB chunks, as a request body does.
  const chunk = Buffer.alloc(64 * 1024, 7);
  const body = Readable.from(
    (function* () {
      for (let sent = 0; sent < SIZE; sent += chunk.length) yield chunk;
    })(),
  );
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakBuffers = before.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  }, 5);
  const started = performance.now();
  const staged = await store.stage(body);
  const key = await store.commit(staged, 'artwork');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const heapGrowth = (peakHeap - before.heapUsed) / MB;
  const bufferGrowth = (peakBuffers - before.arrayBuffers) / MB;
  console.log(
    `s3 upload of ${SIZE / MB} MB as ${key.split('/')[0]}: ${seconds.toFixed(1)} s; peak heap growth ` +
      `${heapGrowth.toFixed(1)} MB, peak buffer growth ${bufferGrowth.toFixed(1)} MB ` +
      `(budget: heap under 50 MB)${gc ? '' : ' — run with --expose-gc for a steady baseline'}`,
  );
  store.client.destroy();
} finally {
  server.kill();
  fs.rmSync(scratch, { recursive: true, force: true });
}
