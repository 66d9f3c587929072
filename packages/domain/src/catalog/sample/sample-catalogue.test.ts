import { describe, expect, it } from 'vitest';
import { findProduct, findProductBySlug, noneChoice, offeredOptionGroups } from '../lookup.ts';
import { productSchema, type Product } from '../product.ts';
import { productTypes } from '../product-type.ts';
import { sampleCatalogue } from './sample-catalogue.ts';

const byId = (id: number): Product => {
  const product = findProduct(sampleCatalogue, id);
  if (!product) throw new Error(`missing product ${id}`);
  return product;
};

describe('sampleCatalogue', () => {
  it('is written exactly as the product schema gives it back (the pages list it without zod: 0560)', () => {
    for (const product of sampleCatalogue) expect(productSchema.parse(product)).toEqual(product);
  });

  it('has at least 12 products covering every product type', () => {
    expect(sampleCatalogue.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sampleCatalogue.map((p) => p.productType))).toEqual(new Set(productTypes));
  });

  it('has unique ids and unique ASCII slugs, each page found by its slug', () => {
    expect(new Set(sampleCatalogue.map((p) => p.id)).size).toBe(sampleCatalogue.length);
    for (const product of sampleCatalogue) {
      expect(product.setting.slug).toMatch(/^[a-z0-9-]+$/);
      expect(findProductBySlug(sampleCatalogue, product.setting.slug)).toBe(product);
    }
  });

  it('names, describes and features every product in Japanese', () => {
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
    for (const product of sampleCatalogue) {
      expect(product.name).toMatch(japanese);
      expect(product.setting.description).toMatch(japanese);
    }
  });

  it('round-trips through JSON and the schema (the API stores setting as a JSON string)', () => {
    for (const product of sampleCatalogue) {
      expect(productSchema.parse(JSON.parse(JSON.stringify(product)))).toEqual(product);
    }
  });

  it('offers 7/5/3/2-day delivery on the general stickers', () => {
    expect(byId(101).setting.deliveryDates.map((d) => d.days)).toEqual([7, 5, 3, 2]);
  });

  it('gives every priced product its standard 5-day delivery (the default of a new item)', () => {
    for (const product of sampleCatalogue.filter((p) => p.productType !== 'estimate')) {
      expect(product.setting.deliveryDates.some((d) => d.days === 5)).toBe(true);
    }
  });

  it('grants 1% points', () => {
    for (const product of sampleCatalogue) expect(product.setting.pointRatePercent).toBe(1);
  });
});

describe('special products of spec point 9', () => {
  it('154 is the satin sticker with its three restrictions', () => {
    const satin = byId(154);
    expect(satin.name).toContain('サテン');
    const rectangle = satin.setting.options.format?.choices.find((c) => c.name === '四角形');
    const fullCut = satin.setting.options.deliveryForm?.choices.find((c) => c.name.startsWith('全抜き'));
    expect(satin.setting.restrictions).toEqual({
      fastDelivery: { days: 2, formatIds: [rectangle?.id] },
      cutlineService: { formatIds: [rectangle?.id] },
      deliveryForm: { allowedIds: [fullCut?.id] },
    });
    expect(satin.setting.deliveryDates.map((d) => d.days)).toContain(2);
  });

  it('261 turns a repeated 3-day delivery into 5', () => {
    expect(byId(261).setting.repeatDelivery).toEqual({ from: 3, to: 5 });
    const others = sampleCatalogue.filter((p) => p.id !== 261);
    for (const product of others) expect(product.setting.repeatDelivery).toBeNull();
  });

  it.each([141, 144])('%i offers なし in every group that is not required by nature', (id) => {
    const product = byId(id);
    const withNone = offeredOptionGroups(product).filter((group) => noneChoice(product, group));
    expect(withNone.length).toBeGreaterThanOrEqual(3);
    for (const group of withNone) {
      expect(noneChoice(product, group)?.name).toBe('なし');
      expect(product.setting.options[group]?.required).toBe(true);
    }
  });

  it('no other product offers a なし choice', () => {
    for (const product of sampleCatalogue.filter((p) => p.id !== 141 && p.id !== 144)) {
      expect(offeredOptionGroups(product).filter((group) => noneChoice(product, group))).toEqual([]);
    }
  });

  it('159 is the estimate pseudo-product, without tables', () => {
    const estimate = byId(159);
    expect(estimate.productType).toBe('estimate');
    expect(estimate.setting.priceTable).toEqual([]);
  });
});

describe('market prices (MARKET.md)', () => {
  const withTax = (yen: number) => Math.floor(yen * 1.1);
  const price = (product: Product, size: number, num: number) =>
    product.setting.priceTable.find((row) => row.size === size)?.prices.find((cell) => cell.num === num)
      ?.price ?? 0;

  it.each([
    [10, 1000, 1500],
    [100, 2300, 2700],
    [1000, 12000, 18000],
  ])('a 50 mm white PP sticker × %i costs ¥%i–¥%i with tax', (num, low, high) => {
    const total = withTax(price(byId(101), 2, num));
    expect(total).toBeGreaterThanOrEqual(low);
    expect(total).toBeLessThanOrEqual(high);
  });

  it('prices clear PET 7–21% above white PP in every cell', () => {
    const white = byId(101);
    const clear = byId(104);
    for (const row of white.setting.priceTable) {
      for (const cell of row.prices) {
        const ratio = price(clear, row.size, cell.num) / cell.price;
        expect(ratio).toBeGreaterThanOrEqual(1.07);
        expect(ratio).toBeLessThanOrEqual(1.21);
      }
    }
  });
});
