import { choiceIds, findProductBySlug, sampleCatalogue, type Product } from '@shop/domain/catalog';
import { newCurrentItem } from '@shop/domain/configurator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price.ts';
import { commonQuantities, priceTable } from './price-table.ts';

function product(slug: string): Product {
  const found = findProductBySlug(sampleCatalogue, slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

describe('price table', () => {
  it('spreads six quantities over the list, first and last included', () => {
    expect(commonQuantities(product('white-pp'))).toEqual([10, 30, 100, 500, 2000, 5000]);
    expect(commonQuantities(product('large-format'))).toEqual([1, 3, 5, 20, 30, 100]);
  });

  it('lists a white PP sticker by common square sizes, with the standard choices assumed', () => {
    const table = priceTable(product('white-pp'), newCurrentItem(product('white-pp')));
    expect(table.rows.map((row) => row.label)).toEqual([
      '30×30mm',
      '50×50mm',
      '80×80mm',
      '100×100mm',
      '150×150mm',
    ]);
    expect(table.assumed).toEqual([
      '粘着タイプ：通常のり',
      '形状：四角形',
      '納品形態：シート単位の四角カット',
    ]);
    expect(table.deliveryDays).toBe(5);
    // MARKET.md: white PP, 50 mm, 100 pieces, 5 days: ¥2,530 tax included.
    expect(table.rows[1]?.totals[2]).toBe(2530);
    // 150 mm is made up to 3,000: no figure for 5,000.
    expect(table.rows[4]?.totals[5]).toBeNull();
  });

  it('lists a shaped product by its shapes', () => {
    const table = priceTable(product('pop'), newCurrentItem(product('pop')));
    expect(table.rows.map((row) => row.shapeId)).toEqual([1, 2, 3, 4, 5]);
    expect(table.rows.every((row) => row.totals.some((total) => total !== null))).toBe(true);
  });

  it('equals the engine for the same choice, at every delivery speed and finish', () => {
    const whitePp = product('white-pp');
    fc.assert(
      fc.property(
        fc.constantFrom(7, 5, 3, 2),
        fc.constantFrom(null, choiceIds.lamination.gloss, choiceIds.lamination.matte),
        fc.nat({ max: 4 }),
        fc.nat({ max: 5 }),
        (days, lamination, row, column) => {
          const item = {
            ...newCurrentItem(whitePp),
            deliveryDateProduct: days,
            adhesive: { id: 1, name: '通常のり' },
            format: { id: choiceIds.format.rectangle, name: '四角形' },
            deliveryForm: { id: choiceIds.deliveryForm.sheet, name: 'シート単位の四角カット' },
            lamination: lamination === null ? null : { id: lamination, name: '' },
          };
          const table = priceTable(whitePp, item);
          const cell = table.rows[row];
          const num = table.nums[column];
          if (!cell || num === undefined) return;
          const outcome = calculatePrice(whitePp, { ...item, sizeX: cell.sizeX, sizeY: cell.sizeY, num });
          expect(cell.totals[column]).toBe(outcome.ok ? outcome.result.detail.amountTotal : null);
          expect(table.assumed).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
