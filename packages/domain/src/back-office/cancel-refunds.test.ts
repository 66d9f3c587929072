import { describe, expect, it } from 'vitest';
import { CANCEL_REFUNDS, cancelRefundsFor } from './cancel-refunds.ts';

describe('the refunds a staff cancellation may take', () => {
  it('is only 返金しない for 後払い, which nobody paid before shipping', () => {
    expect(cancelRefundsFor('gmoab')).toEqual(['none']);
  });

  it.each(['epsilon', 'paypay', 'bank', 'vbank', 'onDelivery', 'point', 'gmokb'])(
    'is every refund for %s, the full refund first',
    (method) => {
      expect(cancelRefundsFor(method)).toEqual(CANCEL_REFUNDS);
      expect(cancelRefundsFor(method)[0]).toBe('full');
    },
  );
});
