import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v2/holidays', () => {
  it('gives each holiday as epoch seconds of 00:00 in Tokyo with its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/holidays' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; day: number; description: string }[] }>();
    const tokyoDay = (seconds: number) => new Date((seconds + 9 * 3600) * 1000).toISOString().slice(0, 10);
    const byDay = new Map(data.map((h) => [tokyoDay(h.day), h.description]));
    expect(byDay.get('2026-09-22')).toBe('休日');
    expect(byDay.get('2027-01-01')).toBe('元日');
    expect(byDay.get('2026-12-30')).toBe('年末年始休業');
    for (const h of data) expect(new Date(h.day * 1000).toISOString()).toMatch(/T15:00:00\.000Z$/);
    // This year and the next two at least.
    expect(byDay.has('2028-01-01')).toBe(true);
  });
});

describe('GET /api/v2/shipping-dates', () => {
  it('gives, for an order placed now, the shipping date of each delivery option', async () => {
    // Friday 2026-11-20 10:00 in Tokyo, before the cut-off: counting starts today.
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/shipping-dates' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { deliveryDate: number; shippingDate: string; label: string; display: string }[];
    }>();
    expect(data.map((d) => d.deliveryDate)).toEqual([7, 5, 3, 2]);
    const two = data.find((d) => d.deliveryDate === 2)!;
    // Two business days after Friday 20th: Monday 23rd is 勤労感謝の日, so Tuesday 24th, Wednesday 25th.
    expect(two.shippingDate).toBe('2026-11-25');
    expect(two.display).toBe('11月25日(水)発送');
    expect(two.label).toBe('2営業日以内発送');
  });

  it('counts from the next business day after the cut-off', async () => {
    t.setNow(new Date('2026-11-20T18:00:00+09:00'));
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v2/shipping-dates' })).json<{
      data: { deliveryDate: number; shippingDate: string }[];
    }>();
    // Accepted Tuesday 24th; two business days later is Thursday 26th.
    expect(data.find((d) => d.deliveryDate === 2)?.shippingDate).toBe('2026-11-26');
  });
});
