import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAMP_DUTY_THRESHOLD, receiptNoteTexts, receiptNotes } from './receipt-notes.ts';
import { quotationValidUntil } from './quotation-validity.ts';

// Issue 24 point 7, decision 0712.
describe('receiptNotes', () => {
  it.each([
    [49_999, 'card', []],
    [50_000, 'card', [receiptNoteTexts.stampDuty]],
    [3_000, 'onDelivery', [receiptNoteTexts.cashOnDelivery]],
    [99_999, 'onDelivery', [receiptNoteTexts.stampDuty, receiptNoteTexts.cashOnDelivery]],
  ])('¥%d paid by %s', (amount, method, expected) => {
    expect(receiptNotes(amount, method)).toEqual(expected);
  });

  it('has the 収入印紙 note exactly from ¥50,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        expect(receiptNotes(amount, 'card').includes(receiptNoteTexts.stampDuty)).toBe(
          amount >= STAMP_DUTY_THRESHOLD,
        );
      }),
    );
  });
});

describe('quotationValidUntil', () => {
  it('is 30 days after the issue by default', () => {
    expect(quotationValidUntil(new Date('2026-11-20T15:30:00Z')).toISOString()).toBe(
      '2026-12-20T15:30:00.000Z',
    );
    expect(quotationValidUntil(new Date('2026-11-20T15:30:00Z'), 14).toISOString()).toBe(
      '2026-12-04T15:30:00.000Z',
    );
  });
});
