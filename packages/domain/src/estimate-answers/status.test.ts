import { describe, expect, it } from 'vitest';
import { ESTIMATE_STATUS, estimateStatusLabel, isEstimateOrdered } from './status.ts';

describe('isEstimateOrdered (decision 0718)', () => {
  it('is ordered by its stored status or by any order that names it', () => {
    expect(isEstimateOrdered(ESTIMATE_STATUS.answered, [])).toBe(false);
    expect(isEstimateOrdered(ESTIMATE_STATUS.answered, [{ orderId: '26112000001-1' }])).toBe(true);
    expect(isEstimateOrdered(ESTIMATE_STATUS.ordered, [])).toBe(true);
  });

  it('labels an ordered estimate ご注文済み even once its validity has passed', () => {
    expect(estimateStatusLabel(ESTIMATE_STATUS.answered, '2026-11-01', '2026-11-26')).toBe('有効期限切れ');
    expect(estimateStatusLabel(ESTIMATE_STATUS.answered, '2026-11-01', '2026-11-26', true)).toBe(
      'ご注文済み',
    );
    expect(estimateStatusLabel(ESTIMATE_STATUS.requested, null, '2026-11-26')).toBe('お見積り中');
  });
});
