import { describe, expect, it } from 'vitest';
import {
  estimateAlternativeLabel,
  estimateLineLabel,
  estimateNumberLabel,
  estimatePdfFileName,
} from './estimate-record.ts';

const estimate = {
  title: '丸型ステッカー',
  estimateNumber: 'E-2026-0012',
  response: {
    children: [
      { no: 1, amountWithTax: 26_400, name: '1,000枚' },
      { no: 2, amountWithTax: 59_400, name: '3,000枚' },
    ],
  },
};

describe('estimateLineLabel (decision 0665)', () => {
  it('names the estimate by its number and the alternative chosen', () => {
    expect(estimateLineLabel(estimate, 2)).toBe('丸型ステッカー（見積番号 E-2026-0012） 案2：3,000枚');
  });

  it('leaves the alternative out when there is only one', () => {
    const single = { ...estimate, response: { children: [{ no: 1, amountWithTax: 26_400 }] } };
    expect(estimateLineLabel(single, 1)).toBe('丸型ステッカー（見積番号 E-2026-0012）');
  });

  it('says 案N alone when the alternative has no name', () => {
    const unnamed = {
      ...estimate,
      response: {
        children: [
          { no: 1, amountWithTax: 1 },
          { no: 2, amountWithTax: 2 },
        ],
      },
    };
    expect(estimateLineLabel(unnamed, 2)).toBe('丸型ステッカー（見積番号 E-2026-0012） 案2');
  });
});

describe('one way of writing an estimate (issue 16 point 10)', () => {
  it.each([
    [estimateNumberLabel('E-2026-0012'), '見積番号 E-2026-0012'],
    [estimatePdfFileName('E-2026-0012'), '御見積書_E-2026-0012.pdf'],
    [estimatePdfFileName('E-2026-0012', 2), '御見積書_E-2026-0012_2.pdf'],
    [estimateAlternativeLabel({ no: 2, name: '3,000枚' }), '案2：3,000枚'],
    [estimateAlternativeLabel({ no: 3, name: '  ' }), '案3'],
    [estimateAlternativeLabel({ no: 1 }), '案1'],
  ])('%s', (written, expected) => {
    expect(written).toBe(expected);
  });

  it('the line label is built from the number label and the alternative label', () => {
    const label = estimateLineLabel(estimate, 1);
    expect(label).toContain(estimateNumberLabel(estimate.estimateNumber));
    expect(label.endsWith(estimateAlternativeLabel({ no: 1, name: '1,000枚' }))).toBe(true);
  });
});
