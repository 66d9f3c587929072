import { describe, expect, it } from 'vitest';
import { postalCodeField } from './postal-code-schema.ts';
import { postalAddressProblem } from './postal-address.ts';
import { isPostalCode, normalisePostalCode } from './postal-code.ts';

describe('normalisePostalCode', () => {
  it.each([
    ['1000001', '1000001'],
    ['100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    ['〒100-0001', '1000001'],
    ['100ー0001', '1000001'],
    [' 060 0000 ', '0600000'],
    [600000, '0600000'],
    [1000001, '1000001'],
  ])('%j → %s', (input, output) => expect(normalisePostalCode(input)).toBe(output));
});

describe('isPostalCode', () => {
  it.each(['100-0001', '0600000', 9071101])('accepts %j', (input) => expect(isPostalCode(input)).toBe(true));
  it.each(['100-000', '10000011', '100-000a', '', 1.5, -1])('refuses %j', (input) =>
    expect(isPostalCode(input)).toBe(false),
  );
});

describe('postalCodeField', () => {
  const field = postalCodeField();
  it.each([
    [undefined, '必ず入力してください'],
    ['', '必ず入力してください'],
    ['-', '必ず入力してください'],
    ['100-001', '郵便番号は7桁の数字でご入力ください（例：100-0001）'],
    ['abc', '郵便番号は7桁の数字でご入力ください（例：100-0001）'],
    [true, '形式が違います'],
  ])('gives %j the message %s', (input, message) => {
    expect(field.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
  it('outputs 7 half-width digits', () => {
    expect(field.parse('１００－０００１')).toBe('1000001');
    expect(field.parse(600000)).toBe('0600000');
  });
});

describe('postalAddressProblem', () => {
  const chiyoda = [{ prefecture: '東京都', city: '千代田区' }];
  const sapporo = [{ prefecture: '北海道', city: '札幌市中央区' }];
  const twoCities = [
    { prefecture: '北海道', city: '札幌市清田区' },
    { prefecture: '北海道', city: '札幌市豊平区' },
  ];

  it('asks to check the postal code when the lookup found nothing', () => {
    expect(postalAddressProblem([], { prefecture: '東京都', city: '千代田区' })).toBe(
      '郵便番号をご確認ください',
    );
  });

  it.each([
    ['exactly the candidate', chiyoda, '東京都', '千代田区'],
    ['the candidate followed by more', chiyoda, '東京都', '千代田区千代田'],
    ['a prefecture code', chiyoda, '13', '千代田区'],
    ['spaces inside', sapporo, '北海道', '札幌市 中央区'],
    ['the second of two candidates', twoCities, '北海道', '札幌市豊平区'],
  ])('agrees when the entry is %s', (_, candidates, prefecture, city) => {
    expect(postalAddressProblem(candidates, { prefecture, city })).toBeNull();
  });

  it.each([
    ['another prefecture', chiyoda, '大阪府', '千代田区'],
    ['another city', chiyoda, '東京都', '中央区'],
    ['a shorter city', sapporo, '北海道', '札幌市'],
    ['a wrong code', chiyoda, '27', '千代田区'],
  ])('reports the mismatch for %s', (_, candidates, prefecture, city) => {
    expect(postalAddressProblem(candidates, { prefecture, city })).toBe(
      '郵便番号と都道府県・市区町村が一致しません',
    );
  });
});
