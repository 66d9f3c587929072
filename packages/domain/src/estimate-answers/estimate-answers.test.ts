import { describe, expect, it } from 'vitest';
import { findProduct, sampleCatalogue } from '@shop/domain/catalog';
import { childrenOfLines, priceEstimateLines, staffEstimateAnswerSchema, type CatalogLine } from './index.ts';

const productOf = (id: number) => findProduct(sampleCatalogue, id);
const whitePp = (alternative: number, num: number): CatalogLine => ({
  kind: 'catalog',
  alternative,
  productId: 101,
  sizeX: 50,
  sizeY: 50,
  num,
  deliveryDays: 5,
  options: { adhesive: 1, format: 1, deliveryForm: 1 },
});

describe('priceEstimateLines', () => {
  it('prices a catalogue line as the configurator does and keeps staff’s price for special work', () => {
    const priced = priceEstimateLines(
      [
        whitePp(1, 100),
        { kind: 'special', alternative: 1, name: '版代', specification: '', amountWithTax: 3300 },
      ],
      productOf,
    );
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.lines.map((line) => line.amountWithTax)).toEqual([2530, 3300]);
    expect(priced.children).toEqual([
      expect.objectContaining({ no: 1, amountWithTax: 5830, name: '白PPステッカー 50×50mm 100枚＋版代' }),
    ]);
  });

  it('names each problem on the line’s own field', () => {
    const priced = priceEstimateLines(
      [
        { ...whitePp(1, 100), options: {} },
        { ...whitePp(2, 100), productId: 159 },
      ],
      productOf,
    );
    expect(priced.ok).toBe(false);
    if (priced.ok) return;
    expect(Object.keys(priced.errors)).toEqual(
      expect.arrayContaining(['lines.0.options.adhesive', 'lines.1.productId']),
    );
  });
});

describe('childrenOfLines', () => {
  it('makes one child per 案, in 案 order, keeping a single line’s quantity', () => {
    const line = { kind: 'special' as const, specification: '', num: 500 };
    const children = childrenOfLines([
      { ...line, alternative: 2, name: 'B', amountWithTax: 2000 },
      { ...line, alternative: 1, name: 'A', amountWithTax: 1000 },
    ]);
    expect(children).toEqual([
      { no: 1, amountWithTax: 1000, name: 'A', num: 500 },
      { no: 2, amountWithTax: 2000, name: 'B', num: 500 },
    ]);
  });
});

describe('staffEstimateAnswerSchema', () => {
  it('answers in Japanese on the field and defaults the validity to 30 days', () => {
    const bad = staffEstimateAnswerSchema.safeParse({ title: '', lines: [] });
    expect(bad.success).toBe(false);
    const good = staffEstimateAnswerSchema.parse({ title: '件名', lines: [whitePp(1, 100)] });
    expect(good.validDays).toBe(30);
  });
});
