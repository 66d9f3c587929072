import { describe, expect, it } from 'vitest';
import { estimateCartItem } from './estimate-item';

const record = {
  id: 5,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  deletedAt: null,
  email: 'member@example.jp',
  estimateNumber: 'E-2611-0001',
  estimateFrom: null,
  status: 1,
  statusLabel: '回答済み',
  title: '特大ステッカー 500枚',
  request: {},
  response: {
    children: [
      { no: 1, amountWithTax: 33_000 },
      { no: 2, amountWithTax: 52_800 },
    ],
  },
  validUntil: '2026-12-20',
  active: true,
  pdfUrl: '/api/v2/estimates/E-2611-0001/pdf',
};

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
