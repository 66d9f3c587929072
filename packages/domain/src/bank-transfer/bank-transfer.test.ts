import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isBusinessDay, tokyoDate } from '../calendar/index.ts';
import { holidays2026 } from '../calendar/holidays-2026.fixture.ts';
import {
  formatDueDate,
  isTransferOverdue,
  isTransferOwed,
  judgeTransfer,
  transferDueDate,
  transferSettles,
} from './bank-transfer.ts';
import { BANK_TRANSFER_DAYS, transferNameExample } from './terms.ts';

/** 09:00 in Tokyo on a calendar day. */
const tokyoMorning = (day: string) => new Date(`${day}T09:00:00+09:00`);

describe('transferDueDate', () => {
  it.each([
    // Thursday 2026-11-26: 7 business days are Fri 27, Mon 30, Tue 1, Wed 2, Thu 3, Fri 4, Mon 7.
    ['2026-11-26', '2026-12-07'],
    // Before the year-end closure (29 Dec – 3 Jan): the days after it count, and 成人の日.
    ['2026-12-25', '2027-01-12'],
    // Golden Week: 昭和の日 and 憲法記念日〜振替休日 are skipped.
    ['2026-04-28', '2026-05-13'],
    // An order placed on a Sunday counts from Monday.
    ['2026-11-29', '2026-12-08'],
  ])('an order on %s is awaited until %s', (day, due) => {
    expect(transferDueDate(tokyoMorning(day), holidays2026)).toBe(due);
  });

  it('counts the Tokyo day: 23:30 UTC is already the next day in Tokyo', () => {
    expect(transferDueDate(new Date('2026-11-25T23:30:00Z'), holidays2026)).toBe('2026-12-07');
  });

  it('always lands on a business day exactly BANK_TRANSFER_DAYS business days after the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), fc.integer({ min: 0, max: 23 }), (offset, hour) => {
        const day = addDays('2026-01-01', offset);
        const orderedAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`);
        const due = transferDueDate(orderedAt, holidays2026);
        expect(isBusinessDay(due, holidays2026)).toBe(true);
        let counted = 0;
        for (let current = addDays(day, 1); current <= due; current = addDays(current, 1)) {
          if (isBusinessDay(current, holidays2026)) counted += 1;
        }
        expect(counted).toBe(BANK_TRANSFER_DAYS);
        // At least BANK_TRANSFER_DAYS calendar days, never more than three weeks (the year-end closure).
        expect(due > addDays(day, BANK_TRANSFER_DAYS - 1)).toBe(true);
        expect(due <= addDays(day, 21)).toBe(true);
      }),
    );
  });
});

describe('isTransferOverdue', () => {
  it('keeps the whole due day for the customer and expires from the next Tokyo day', () => {
    expect(isTransferOverdue('2026-12-07', new Date('2026-12-07T14:59:59Z'))).toBe(false);
    expect(isTransferOverdue('2026-12-07', new Date('2026-12-07T15:00:00Z'))).toBe(true);
  });

  it('is never overdue on or before the due day, always after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -5, max: 5 }), (offset, shift) => {
        const due = addDays('2026-01-01', offset);
        const now = tokyoMorning(addDays(due, shift));
        expect(tokyoDate(now)).toBe(addDays(due, shift));
        expect(isTransferOverdue(due, now)).toBe(shift > 0);
      }),
    );
  });
});

describe('judgeTransfer', () => {
  it('tells full, short and over with what is missing or extra', () => {
    expect(judgeTransfer(12_100, 12_100)).toEqual({ kind: 'full', difference: 0 });
    expect(judgeTransfer(12_100, 12_000)).toEqual({ kind: 'short', difference: 100 });
    expect(judgeTransfer(12_100, 13_000)).toEqual({ kind: 'over', difference: 900 });
  });

  it('settles full and over, keeps short waiting', () => {
    expect(transferSettles(judgeTransfer(1000, 1000))).toBe(true);
    expect(transferSettles(judgeTransfer(1000, 1001))).toBe(true);
    expect(transferSettles(judgeTransfer(1000, 999))).toBe(false);
  });

  it('received = due ± difference, whatever the amounts', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.nat(100_000_000), (due, received) => {
        const judged = judgeTransfer(due, received);
        const signed = judged.kind === 'short' ? -judged.difference : judged.difference;
        expect(received).toBe(due + signed);
        expect(judged.difference).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses amounts that are not whole yen', () => {
    expect(() => judgeTransfer(100, -1)).toThrow(RangeError);
    expect(() => judgeTransfer(100.5, 100)).toThrow(RangeError);
  });
});

describe('transferNameExample', () => {
  it('puts the purchase number before the kana name', () => {
    expect(transferNameExample('26112600001', 'ヤマダ タロウ')).toBe('26112600001 ヤマダ タロウ');
    expect(transferNameExample('26112600001', ' ')).toBe('26112600001');
  });
});

describe('formatDueDate', () => {
  it('writes the year, the day and its weekday', () => {
    expect(formatDueDate('2026-12-07')).toBe('2026年12月7日(月)');
  });
});

describe('isTransferOwed', () => {
  it.each([
    ['awaiting', true],
    ['short', true],
    ['paid', false],
    ['over', false],
    ['late', false],
    ['expired', false],
    ['cancelled', false],
  ] as const)('a transfer %s is owed: %s', (state, owed) => {
    expect(isTransferOwed(state)).toBe(owed);
  });
});
