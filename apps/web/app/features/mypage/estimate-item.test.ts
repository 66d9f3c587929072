import { describe, expect, it } from 'vitest';
import { answeredEstimateRecord as record } from './answered-estimate.fixture';
import { estimateCartItem } from './estimate-item';

describe('estimateCartItem (spec point 4, Estimate to cart item)', () => {
  it.each([
    [1, 33_000],
    [2, 52_800],
  ])('child %i becomes an estimate item of product 159 priced at %i', (no, amount) => {
    expect(estimateCartItem(record, no)).toMatchObject({
      type: 'estimate',
      product: { id: 159 },
      estimateData: { no },
      amountTotal: amount,
      estimate: { estimateNumber: 'E-2611-0001' },
    });
  });

  it('answers null for a child the estimate does not have', () => {
    expect(estimateCartItem(record, 3)).toBeNull();
  });

  it('answers null for a record that is not an estimate', () => {
    expect(estimateCartItem({ title: 'x' }, 1)).toBeNull();
  });
});
