import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleInvoice } from './invoice-payment.ts';

const orders = (...amounts: number[]) => amounts.map((amount, i) => ({ purchaseId: `P${i}`, amount }));

describe('settleInvoice (decision 0848)', () => {
  it('settles every order when the invoice is paid in full', () => {
    expect(settleInvoice(orders(3000, 5000), 8000)).toEqual({
      settled: ['P0', 'P1'],
      released: 8000,
      shortfall: 0,
      unallocated: 0,
    });
  });

  it('settles only whole orders, oldest first, on a partial payment', () => {
    expect(settleInvoice(orders(3000, 5000), 6000)).toEqual({
      settled: ['P0'],
      released: 3000,
      shortfall: 5000,
      unallocated: 3000,
    });
  });

  it('never settles a later order past an earlier one still owed', () => {
    expect(settleInvoice(orders(5000, 1000), 2000).settled).toEqual([]);
  });

  it('keeps an overpayment as unallocated, giving back only what the orders held', () => {
    expect(settleInvoice(orders(3000), 4000)).toEqual({
      settled: ['P0'],
      released: 3000,
      shortfall: 0,
      unallocated: 1000,
    });
  });

  it('gives back no more than was paid nor than the orders held; the parts add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (amounts, paid) => {
          const held = amounts.reduce((sum, amount) => sum + amount, 0);
          const result = settleInvoice(orders(...amounts), paid);
          expect(result.released).toBeLessThanOrEqual(Math.min(paid, held));
          expect(result.released + result.unallocated).toBe(paid);
          expect(result.released + result.shortfall).toBe(held);
          expect(result.settled).toEqual(
            orders(...amounts)
              .slice(0, result.settled.length)
              .map((o) => o.purchaseId),
          );
        },
      ),
    );
  });
});
