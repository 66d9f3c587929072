import { describe, expect, it } from 'vitest';
import { toReceipt } from './receipt';

describe('toReceipt', () => {
  it('reads the receipt number quoted in the mails', () => {
    expect(toReceipt({ receiptNumber: 'S-000123' })).toEqual({ receiptNumber: 'S-000123' });
  });

  // Decision 0440: a request the server accepted stays a success without its number.
  it.each([
    ['no number', {}],
    ['no answer', undefined],
    ['a number that is not text', { receiptNumber: 12 }],
    ['an answer that is not an object', 'accepted'],
  ])('answers null with %s', (_label, data) => {
    expect(toReceipt(data)).toEqual({ receiptNumber: null });
  });
});
