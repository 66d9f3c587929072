import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnsPointsLater, purchasePointsLine } from '../orders/customer-words.ts';
import { ORDER_STATUS } from '../orders/status.ts';
import { POINTS_GRANTED_AT_STATUS } from './point-grant.ts';
import { formatPoints, pointRewardLabel, pointRuleSentence, pointWords } from './point-rule.ts';

// Decision 0711: points are granted at delivery, and every text says so.
describe('the point rule', () => {
  it('grants at delivery, not at shipment', () => {
    expect(POINTS_GRANTED_AT_STATUS).toBe(ORDER_STATUS.delivered);
    expect(earnsPointsLater(ORDER_STATUS.shipped)).toBe(true);
    expect(earnsPointsLater(ORDER_STATUS.delivered)).toBe(false);
    expect(purchasePointsLine([ORDER_STATUS.shipped], 50)?.label).toBe('獲得予定ポイント');
    expect(purchasePointsLine([ORDER_STATUS.delivered], 50)?.label).toBe('獲得ポイント');
  });

  it('says the same moment, base and people everywhere', () => {
    expect(pointWords.grantedWhen).toBe('商品のお届け後');
    expect(pointRuleSentence).toContain(pointWords.grantedWhen);
    expect(pointRuleSentence).toContain('会員様');
    expect(pointRuleSentence).toContain('代金引換手数料を除きます');
    expect(pointRuleSentence).not.toMatch(/発送(時|後)/);
  });

  it('labels the price bar with who earns, on what and when', () => {
    expect(pointRewardLabel(1234)).toBe('会員様は1,234pt還元（お支払い額の1%・お届け後に付与）');
  });

  it('writes points as digits with separators and pt, with the one minus sign', () => {
    expect(formatPoints(0)).toBe('0pt');
    expect(formatPoints(12_345)).toBe('12,345pt');
    expect(formatPoints(-120)).toBe('−120pt');
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (points) => {
        expect(formatPoints(points)).toMatch(/^−?\d{1,3}(,\d{3})*pt$/);
      }),
    );
  });
});
