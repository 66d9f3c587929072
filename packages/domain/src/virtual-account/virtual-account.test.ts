import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/index.ts';
import { judgeTransfer } from '../bank-transfer/bank-transfer.ts';
import { acceptedShortfall, depositSettles, isNewerNotification, judgeDeposit } from './virtual-account.ts';

const due = '2026-12-07';
/** A moment on a Tokyo calendar day. */
const at = (day: string, time = '09:00:00') => new Date(`${day}T${time}+09:00`);

describe('judgeDeposit', () => {
  it.each([
    [2530, at(due), { kind: 'full', difference: 0 }],
    [3000, at(due), { kind: 'over', difference: 470 }],
    [2000, at('2026-11-30'), { kind: 'short', difference: 530 }],
    [2530, at('2026-12-08'), { kind: 'late', difference: 0 }],
    [2000, at('2026-12-08'), { kind: 'late', difference: 530 }],
    [3000, at('2026-12-08'), { kind: 'late', difference: 0 }],
  ])('%i yen deposited at %s', (received, depositedAt, expected) => {
    expect(judgeDeposit({ amountDue: 2530, dueDate: due, received, depositedAt })).toEqual(expected);
  });

  it('keeps the whole due day in Tokyo: 23:59 is on time, 00:00 the next day is late', () => {
    const judge = (depositedAt: Date) =>
      judgeDeposit({ amountDue: 100, dueDate: due, received: 100, depositedAt }).kind;
    expect(judge(at(due, '23:59:59'))).toBe('full');
    expect(judge(at('2026-12-08', '00:00:00'))).toBe('late');
  });

  it('settles only full and over; short and late wait for staff', () => {
    expect(depositSettles({ kind: 'full', difference: 0 })).toBe(true);
    expect(depositSettles({ kind: 'over', difference: 1 })).toBe(true);
    expect(depositSettles({ kind: 'short', difference: 1 })).toBe(false);
    expect(depositSettles({ kind: 'late', difference: 0 })).toBe(false);
  });

  it('on time it is bank transfer’s judgement; after the due day always late, never settled', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: -30, max: 30 }),
        (amountDue, received, shift) => {
          const judged = judgeDeposit({
            amountDue,
            dueDate: due,
            received,
            depositedAt: at(addDays(due, shift)),
          });
          if (shift <= 0) expect(judged).toEqual(judgeTransfer(amountDue, received));
          else {
            expect(judged.kind).toBe('late');
            expect(depositSettles(judged)).toBe(false);
            expect(judged.difference).toBe(Math.max(amountDue - received, 0));
          }
        },
      ),
    );
  });
});

describe('isNewerNotification', () => {
  it('applies only a sequence above the last applied one', () => {
    expect(isNewerNotification(0, 1)).toBe(true);
    expect(isNewerNotification(2, 3)).toBe(true);
    expect(isNewerNotification(3, 3)).toBe(false);
    expect(isNewerNotification(3, 2)).toBe(false);
    expect(isNewerNotification(0, Number.NaN)).toBe(false);
    expect(isNewerNotification(0, 1.5)).toBe(false);
  });

  it('whatever order notifications arrive in, applying the newer ones ends on the highest', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 30 }), (arrivals) => {
        let last = 0;
        let applied = 0;
        for (const sequence of arrivals) {
          if (isNewerNotification(last, sequence)) {
            last = sequence;
            applied += 1;
          }
        }
        expect(last).toBe(Math.max(...arrivals));
        expect(applied).toBeLessThanOrEqual(new Set(arrivals).size);
      }),
    );
  });
});

describe('acceptedShortfall', () => {
  it.each([
    [2530, 1265, 1265],
    [2530, 2530, 0],
    [2530, 3000, 0],
    [2530, 0, null],
  ])('%i due, %i received: %s forgiven', (amountDue, received, expected) => {
    expect(acceptedShortfall(amountDue, received)).toBe(expected);
  });

  it('forgives exactly what is missing, never more than is due, and nothing for nothing received', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (amountDue, received) => {
        const forgiven = acceptedShortfall(amountDue, received);
        if (received === 0) expect(forgiven).toBeNull();
        else {
          expect(forgiven).toBe(Math.max(amountDue - received, 0));
          expect(received + (forgiven ?? 0)).toBeGreaterThanOrEqual(amountDue);
        }
      }),
    );
  });
});
