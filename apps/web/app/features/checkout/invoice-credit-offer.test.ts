// What the payment step says of 請求書払い（掛け払い） for each state of the member's line (0835).
import { describe, expect, it } from 'vitest';
import { invoiceCreditMessages } from '@shop/domain/invoice-credit';
import type { CreditLineAnswer } from '../../lib/credit-line';
import { invoiceCreditOffer } from './invoice-credit-offer';

const line = (state: 'screening' | 'approved' | 'declined', remaining = 0): CreditLineAnswer => ({
  mayApply: false,
  creditLine: {
    state,
    companyName: '株式会社シール商会',
    creditLimit: 300_000,
    used: 300_000 - remaining,
    remaining,
    appliedAt: '2026-11-20T01:00:00.000Z',
    decidedAt: null,
    reapplyFrom: null,
  },
});

describe('invoiceCreditOffer', () => {
  it('shows the remaining limit of an approved line and takes an order that fits', () => {
    expect(invoiceCreditOffer(line('approved', 123_456), 2530)).toEqual({
      selectable: true,
      note: 'ご利用可能額 ¥123,456',
      warning: false,
    });
    expect(invoiceCreditOffer(line('approved', 123_456), null).selectable).toBe(true);
  });
  it('refuses an order above what is left, saying how much is left', () => {
    expect(invoiceCreditOffer(line('approved', 2000), 2530)).toEqual({
      selectable: false,
      note: invoiceCreditMessages.overLimit(2000),
      warning: true,
    });
  });
  it.each([
    [null, invoiceCreditMessages.notApproved],
    [{ creditLine: null, mayApply: true }, invoiceCreditMessages.notApproved],
    [line('screening'), invoiceCreditMessages.screening],
    [line('declined'), invoiceCreditMessages.declined],
  ])('keeps the row disabled with why: %#', (answer, note) => {
    expect(invoiceCreditOffer(answer, 2530)).toEqual({ selectable: false, note, warning: false });
  });
  it('says nothing while the line is asked', () => {
    expect(invoiceCreditOffer(undefined, 2530)).toEqual({ selectable: false, note: '', warning: false });
  });
});
