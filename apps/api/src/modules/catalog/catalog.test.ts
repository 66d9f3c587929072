import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSettingSchema, sampleCatalogue } from '@shop/domain/catalog';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface ProductRow {
  id: number;
  name: string;
  name_detail: string;
  product_type: string;
  setting: string;
}

describe('GET /api/v2/products', () => {
  it('lists the seeded catalogue in the spec wire form, setting as a JSON string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/products' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: ProductRow[] }>();
    expect(data.map((p) => p.id).sort()).toEqual(sampleCatalogue.map((p) => p.id).sort());
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(['id', 'name', 'name_detail', 'product_type', 'setting']);
      expect(typeof row.setting).toBe('string');
      expect(productSettingSchema.safeParse(JSON.parse(row.setting)).success).toBe(true);
    }
  });

  it('includes every product type and the special products of spec point 9', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v2/products' })).json<{
      data: ProductRow[];
    }>();
    expect(new Set(data.map((p) => p.product_type))).toEqual(
      new Set(['general', 'bigsticker', 'numbering', 'pop', 'embos', 'estimate']),
    );
    expect(data.map((p) => p.id)).toEqual(expect.arrayContaining([141, 144, 154, 159, 261]));
    expect(data.length).toBeGreaterThanOrEqual(10);
  });
});
