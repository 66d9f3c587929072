// Large GET answers of the API go compressed to clients that accept it (decisions 0531, 0691);
// small ones and POST answers (calcprice) never do.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { whitePp } from '../../test/items.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(res: LightMyRequestResponse): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('compressed API answers', () => {
  let plain: string;
  beforeAll(async () => {
    plain = (await get('/api/v2/products')).body;
    expect(plain.length).toBeGreaterThan(10_000);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('sends the catalogue compressed for Accept-Encoding %s', async (acceptEncoding, coding) => {
    const res = await get('/api/v2/products', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(decoded(res)).toBe(plain);
  });

  it('gives the same bytes twice for the same public answer', async () => {
    const first = await get('/api/v2/products', 'br');
    const second = await get('/api/v2/products', 'br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('sends JSON as it is to a client that accepts no compression', async () => {
    const res = await get('/api/v2/products');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(plain);
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await get('/api/v2/no-such-thing', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ errors: expect.anything() as unknown });
  });

  it('leaves POST answers uncompressed, however large (calcprice stays as fast as it can be)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/calcprice',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: whitePp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
