import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditApplicationSchema } from './application.ts';
import { corporateNumberCheckDigit, isCorporateNumber } from './corporate-number.ts';
import {
  REAPPLY_AFTER_DAYS,
  creditCovers,
  invoiceTerms,
  mayApply,
  reapplyFrom,
  remainingCredit,
} from './credit-line.ts';
import { invoiceCreditMessages } from './messages.ts';
import { invoiceCreditBilling, invoiceCreditOrderNote } from './terms.ts';

const twelveDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 });

describe('法人番号 check digit', () => {
  it.each([
    // 国税庁, and two listed companies' numbers as published on the 法人番号公表サイト.
    ['7000012050002', true],
    ['1180301018771', true],
    ['4010401022860', true],
    ['8000012050002', false],
    ['700001205000', false],
    ['７０００ー０１２０５ー０００２', true],
    ['700001205000a', false],
  ])('%s → %s', (input, valid) => {
    expect(isCorporateNumber(input)).toBe(valid);
  });

  it('is always a digit from 1 to 9, and one fits every twelve digits', () => {
    fc.assert(
      fc.property(twelveDigits, (base) => {
        const check = corporateNumberCheckDigit(base);
        expect(check).toBeGreaterThanOrEqual(1);
        expect(check).toBeLessThanOrEqual(9);
        expect(isCorporateNumber(`${check}${base}`)).toBe(true);
      }),
    );
  });

  it('finds any single changed base digit', () => {
    fc.assert(
      fc.property(
        twelveDigits,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (base, at, add) => {
          const changed = (Number(base[at]) + add) % 10;
          const other = `${base.slice(0, at)}${changed}${base.slice(at + 1)}`;
          // Weight 2 digits differing by 9 (0↔9) carry the same weight mod 9: the rule's own blind spot.
          const weight = (12 - at) % 2 === 1 ? 1 : 2;
          fc.pre((Number(base[at]) * weight - changed * weight) % 9 !== 0);
          expect(isCorporateNumber(`${corporateNumberCheckDigit(base)}${other}`)).toBe(false);
        },
      ),
    );
  });
});

describe('remaining limit', () => {
  it('is the limit less what is used, never below zero', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(20_000_000), (creditLimit, used) => {
        const remaining = remainingCredit({ creditLimit, used });
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(creditLimit);
        if (used <= creditLimit) expect(remaining + used).toBe(creditLimit);
      }),
    );
  });

  it('covers exactly the amounts up to what is left, and only when approved', () => {
    fc.assert(
      fc.property(
        fc.nat(5_000_000),
        fc.nat(5_000_000),
        fc.integer({ min: 1, max: 6_000_000 }),
        (creditLimit, used, amount) => {
          const line = { creditLimit, used };
          expect(creditCovers({ ...line, state: 'approved' }, amount)).toBe(amount <= remainingCredit(line));
          expect(creditCovers({ ...line, state: 'screening' }, amount)).toBe(false);
          expect(creditCovers({ ...line, state: 'declined' }, amount)).toBe(false);
        },
      ),
    );
  });

  it('is a sum of orders: orders each covered in turn never exceed the limit together', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.integer({ min: 1, max: 300_000 })),
        (creditLimit, amounts) => {
          let used = 0;
          for (const amount of amounts)
            if (creditCovers({ state: 'approved', creditLimit, used }, amount)) used += amount;
          expect(used).toBeLessThanOrEqual(creditLimit);
        },
      ),
    );
  });
});

describe('applying again after a decline', () => {
  const decidedAt = new Date('2026-11-20T03:00:00Z');
  it(`waits ${REAPPLY_AFTER_DAYS} days from the Tokyo day of the decision`, () => {
    expect(reapplyFrom(decidedAt)).toBe('2027-02-18');
    expect(mayApply({ state: 'declined', decidedAt }, new Date('2027-02-17T14:59:59Z'))).toBe(false);
    expect(mayApply({ state: 'declined', decidedAt }, new Date('2027-02-17T15:00:00Z'))).toBe(true);
  });
  it('never while screening or approved; always the first time', () => {
    expect(mayApply(null, decidedAt)).toBe(true);
    expect(mayApply({ state: 'screening', decidedAt: null }, decidedAt)).toBe(false);
    expect(mayApply({ state: 'approved', decidedAt }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('月末締め翌月末払い', () => {
  it.each([
    ['2026-11-20T03:00:00Z', '2026-11', '2026-12-31'],
    ['2026-11-30T15:30:00Z', '2026-12', '2027-01-31'], // 00:30 on 1 December in Tokyo
    ['2026-12-15T00:00:00Z', '2026-12', '2027-01-31'],
    ['2027-01-10T00:00:00Z', '2027-01', '2027-02-28'],
    ['2027-12-31T14:00:00Z', '2027-12', '2028-01-31'],
    ['2028-01-31T00:00:00Z', '2028-01', '2028-02-29'],
  ])('%s is billed for %s, due %s', (at, billingMonth, dueDate) => {
    expect(invoiceTerms(new Date(at))).toEqual({ billingMonth, dueDate });
  });
});

describe('words', () => {
  it('say the invoice an order is billed on, and the remaining limit with separators', () => {
    expect(invoiceCreditBilling('2026-11', '2026-12-31')).toBe(
      '2026年11月分のご請求（お支払い期限 2026年12月31日(木)）',
    );
    expect(invoiceCreditMessages.available(123_456)).toBe('ご利用可能額 ¥123,456');
  });

  it('tell the buyer of an order which invoice it comes on, who sends it and by when it is paid', () => {
    expect(invoiceCreditOrderNote('2026-12', '2027-01-31')).toBe(
      'ご注文代金は2026年12月分のご請求に含め、月末締めの請求書を決済会社からお送りします。お支払い期限は2027年1月31日(日)です（月末締め翌月末払い）。',
    );
  });
});

describe('application', () => {
  const valid = {
    businessType: 'corporation',
    corporateNumber: '7000012050002',
    companyName: '株式会社シール商会',
    department: '総務部',
    contactName: '山田 太郎',
    postalCode: '100-0001',
    address: '東京都千代田区千代田1-1',
    tel: '03-1234-5678',
    desiredLimit: '３００，０００',
  };
  const errors = (input: Record<string, unknown>) => {
    const result = creditApplicationSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('reads a corporation, yen typed with full-width digits and commas', () => {
    const parsed = creditApplicationSchema.parse(valid);
    expect(parsed.desiredLimit).toBe(300_000);
    expect(parsed.postalCode).toBe('1000001');
  });
  it('needs the 法人番号 of a corporation, with its check digit right', () => {
    expect(errors({ ...valid, corporateNumber: '' })).toEqual({ corporateNumber: '必ず入力してください' });
    expect(errors({ ...valid, corporateNumber: '8000012050002' })).toEqual({
      corporateNumber: invoiceCreditMessages.corporateNumber,
    });
  });
  it('takes a sole proprietor without one', () => {
    expect(errors({ ...valid, businessType: 'soleProprietor', corporateNumber: '' })).toEqual({});
  });
  it.each([['9999'], ['5000001'], ['abc'], ['12.5']])('refuses a limit of %s', (desiredLimit) => {
    expect(errors({ ...valid, desiredLimit })).toEqual({
      desiredLimit: invoiceCreditMessages.desiredLimitRange,
    });
  });
  it('says what is missing on each field', () => {
    expect(errors({ businessType: 'corporation' })).toMatchObject({
      companyName: '必ず入力してください',
      contactName: '必ず入力してください',
      postalCode: '必ず入力してください',
      address: '必ず入力してください',
      tel: '必ず入力してください',
      desiredLimit: '必ず入力してください',
    });
  });
});
