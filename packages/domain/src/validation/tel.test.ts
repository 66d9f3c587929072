import { describe, expect, it } from 'vitest';
import { isTelNumber, normaliseTel, optionalFaxField, telDigits, telField } from './tel.ts';

describe('isTelNumber', () => {
  it.each([
    ['Tokyo fixed line', '03-1234-5678'],
    ['without hyphens', '0312345678'],
    ['a regional line', '0985-12-3456'],
    ['mobile', '090-1234-5678'],
    ['mobile 070', '07012345678'],
    ['IP phone 050', '050-1234-5678'],
    ['free dial 0120', '0120-123-456'],
    ['free dial 0800', '0800-123-4567'],
    ['navi dial 0570', '0570-123-456'],
    ['full-width digits and hyphen', '０３－１２３４－５６７８'],
    ['IME long vowel mark as hyphen', '03ー1234ー5678'],
    ['spaces as separators', '03 1234 5678'],
    ['brackets around the area code', '(03)1234-5678'],
    ['brackets around the exchange', '03(1234)5678'],
  ])('accepts %s', (_, input) => expect(isTelNumber(input)).toBe(true));

  it.each([
    ['9 digits', '03-1234-567'],
    ['12 digits', '090-1234-56789'],
    ['a mobile number with 10 digits', '090-1234-567'],
    ['a fixed line with 11 digits', '03-1234-56789'],
    ['not starting with 0', '3-1234-5678'],
    ['the international prefix 010', '0101234567'],
    ['international form', '+81-3-1234-5678'],
    ['letters', '03-ABCD-5678'],
    ['too many groups', '0-3-1234-5678'],
    ['empty', ''],
  ])('refuses %s', (_, input) => expect(isTelNumber(input)).toBe(false));
});

describe('normaliseTel', () => {
  it('keeps the grouping with single ASCII hyphens', () => {
    expect(normaliseTel('０３－１２３４－５６７８')).toBe('03-1234-5678');
    expect(normaliseTel(' 03 - 1234 - 5678 ')).toBe('03-1234-5678');
    expect(normaliseTel('(03)1234-5678')).toBe('03-1234-5678');
    expect(telDigits('03-1234-5678')).toBe('0312345678');
  });
});

describe('telField', () => {
  const field = telField();
  it.each([
    [undefined, '必ず入力してください'],
    ['', '必ず入力してください'],
    ['03-1234-567', '電話番号の形式が正しくありません（例：03-1234-5678）'],
  ])('gives %j the message %s', (input, message) => {
    expect(field.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
  it('outputs the normalised number', () =>
    expect(field.parse('０９０ー１２３４ー５６７８')).toBe('090-1234-5678'));
});

describe('optionalFaxField', () => {
  const field = optionalFaxField();
  it('allows nothing', () => {
    expect(field.parse(undefined)).toBe('');
    expect(field.parse('')).toBe('');
  });
  it('checks a given number with the fax message', () => {
    expect(field.safeParse('123').error?.issues[0]?.message).toBe(
      'FAX番号の形式が正しくありません（例：03-1234-5678）',
    );
    expect(field.parse('03-1234-5679')).toBe('03-1234-5679');
  });
});
