import { describe, expect, it } from 'vitest';
import {
  CARD_ERROR_CODES,
  cardErrorMessage,
  cardNumberError,
  expireError,
  expireFrom,
  holderNameError,
  normaliseExpire,
  securityCodeError,
} from './card.ts';
import { cardFieldsSchema } from './card-schema.ts';
import { luhnValid } from './luhn.ts';

describe('cardErrorMessage', () => {
  it.each([
    [100, 'カード番号をご入力ください'],
    [101, 'カード番号は半角数字でご入力ください'],
    [102, 'カード番号の桁数が正しくありません'],
    [110, '有効期限をご入力ください'],
    [111, '有効期限は半角数字でご入力ください'],
    [112, '有効期限は「月/年」の形式でご入力ください（例：04/29）'],
    [113, '有効期限の月は01〜12でご入力ください'],
    [121, 'セキュリティコードは半角数字でご入力ください'],
    [122, 'セキュリティコードは3桁または4桁でご入力ください'],
    [131, 'カード名義は半角英数字でご入力ください'],
    [132, 'カード名義は50文字以内でご入力ください'],
  ])('gives code %i its message', (code, message) => {
    expect(cardErrorMessage(code)).toBe(message);
    expect(cardErrorMessage(String(code))).toBe(message);
  });

  it('has a message for every code', () => {
    for (const code of CARD_ERROR_CODES) expect(cardErrorMessage(code)).not.toBe('');
  });

  it.each([0, 103, 200, 999, -1, 'abc', '', '100a'])('gives any other code %j an empty message', (code) => {
    expect(cardErrorMessage(code)).toBe('');
  });
});

describe('cardNumberError', () => {
  it.each([
    ['', 100],
    ['  ', 100],
    ['4242-4242-4242-424x', 101],
    ['4242 ４２４２ 4242 4242', null],
    ['4242424242424242', null],
    ['4242 4242 4242 4242', null],
    ['30569309025904', null],
    ['378282246310005', null],
    ['4242424242424', 102],
    ['42424242424242424', 102],
  ])('%j → %j', (input, code) => expect(cardNumberError(input)).toBe(code));
});

describe('expireError and normaliseExpire', () => {
  it.each([
    ['', 110, null],
    ['04/2x', 111, null],
    ['04/ab', 111, null],
    ['4/2', 112, null],
    ['04/202', 112, null],
    ['0429', null, '202904'],
    ['04/29', null, '202904'],
    ['4/29', null, '202904'],
    ['12/2031', null, '203112'],
    ['122031', null, '203112'],
    ['０４／２９', null, '202904'],
    ['13/29', 113, null],
    ['00/29', 113, null],
    ['1329', 113, null],
  ])('%j → code %j, expire %j', (input, code, expire) => {
    expect(expireError(input)).toBe(code);
    expect(normaliseExpire(input)).toBe(expire);
  });

  it('adds 2000 to a 2-digit year', () => {
    expect(expireFrom(4, 29)).toBe('202904');
    expect(expireFrom(12, 0)).toBe('200012');
    expect(expireFrom(1, 2031)).toBe('203101');
  });
});

describe('securityCodeError', () => {
  it.each([
    ['123', null],
    ['1234', null],
    ['１２３', null],
    ['12a', 121],
    ['', 122],
    ['12', 122],
    ['12345', 122],
  ])('%j → %j', (input, code) => expect(securityCodeError(input)).toBe(code));
});

describe('holderNameError', () => {
  it.each([
    ['TARO YAMADA', null],
    ["JOHN O'NEIL-SMITH JR.", null],
    ['', null],
    ['山田太郎', 131],
    ['ＴＡＲＯ', 131],
    ['TARO_YAMADA', 131],
    ['A'.repeat(50), null],
    ['A'.repeat(51), 132],
  ])('%j → %j', (input, code) => expect(holderNameError(input)).toBe(code));
});

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4111111111111111',
    '5555555555554444',
    '3530111333300000',
    '378282246310005',
    '0',
  ])('accepts %s', (digits) => expect(luhnValid(digits)).toBe(true));
  it.each(['4242424242424241', '1234567812345678', '', '4242x'])('refuses %j', (digits) =>
    expect(luhnValid(digits)).toBe(false),
  );
});

describe('cardFieldsSchema', () => {
  const good = {
    cardNumber: '4242 4242 4242 4242',
    expire: '04/29',
    securityCode: '123',
    holderName: 'taro yamada',
  };

  it('normalises a good card', () => {
    expect(cardFieldsSchema.parse(good)).toEqual({
      cardNumber: '4242424242424242',
      expire: '202904',
      securityCode: '123',
      holderName: 'TARO YAMADA',
    });
  });

  it.each([
    ['cardNumber', '', 'カード番号をご入力ください'],
    ['cardNumber', undefined, 'カード番号をご入力ください'],
    ['cardNumber', '4242x', 'カード番号は半角数字でご入力ください'],
    ['cardNumber', '4242', 'カード番号の桁数が正しくありません'],
    ['cardNumber', '4242424242424241', 'カード番号をご確認ください'],
    ['expire', '', '有効期限をご入力ください'],
    ['expire', '13/29', '有効期限の月は01〜12でご入力ください'],
    ['securityCode', '12', 'セキュリティコードは3桁または4桁でご入力ください'],
    ['holderName', '', '必ず入力してください'],
    ['holderName', '山田', 'カード名義は半角英数字でご入力ください'],
  ])('puts the message on %s for %j', (field, value, message) => {
    const issues = cardFieldsSchema.safeParse({ ...good, [field]: value }).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([field]);
    expect(issues[0]?.message).toBe(message);
  });
});
