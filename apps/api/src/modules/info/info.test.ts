import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v2/info', () => {
  it('lists published news, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(res.statusCode).toBe(200);
    const { hits } = res.json<{ data: { hits: { title: string; publishedAt: string }[] } }>().data;
    expect(hits.length).toBeGreaterThanOrEqual(3);
    const times = hits.map((h) => Date.parse(h.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('hides news whose publication time has not come', async () => {
    t.setNow(new Date('2026-09-15T00:00:00+09:00'));
    const { hits } = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json<{
      data: { hits: { title: string }[] };
    }>().data;
    expect(hits.map((h) => h.title)).not.toContain('年末年始休業のお知らせ');
  });
});
