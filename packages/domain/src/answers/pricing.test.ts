import { sampleCatalogue } from '@shop/domain/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from '../pricing/calculate-price.ts';
import { orderableItem } from '../pricing/test-arbitraries.ts';
import { calcPriceAnswerSchema } from './pricing.ts';

const pricedProducts = sampleCatalogue.filter((product) => product.productType !== 'estimate');

// The API answers calcprice with the engine's result as it is (no re-parse on the hot path,
// decision 0522): whatever the engine prices must be what the answer's schema reads, unchanged.
describe.each(pricedProducts.map((product) => [product.id, product] as const))(
  'product %i',
  (_id, product) => {
    it('every price the engine gives reads back through the calcprice answer unchanged', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const outcome = calculatePrice(product, orderableItem(g, product));
          if (!outcome.ok) throw new Error('an orderable item was refused');
          const read = calcPriceAnswerSchema.parse(outcome.result);
          expect(read.detail).toEqual(outcome.result.detail);
          expect(read.order).toEqual(outcome.result.order);
          expect(read.cartItem).toEqual(outcome.result.cartItem);
        }),
        { numRuns: 40 },
      );
    });
  },
);
