import { describe, expect, it } from 'vitest';
import { cardErrorMessage } from '@shop/domain/validation';
import { checkCardForm } from './card-check';
import { cardFieldOfCode, tokenResult } from './card-token';

const valid = {
  cardno: '4111 1111 1111 1111',
  expire: '04/29',
  securitycode: '123',
  holdername: 'taro yamada',
};

describe('checkCardForm', () => {
  it('sends the provider the number without spaces and the expiry year first', () => {
    expect(checkCardForm(valid)).toEqual({
      ok: true,
      card: { cardno: '4111111111111111', expire: '202904', securitycode: '123', holdername: 'TARO YAMADA' },
    });
  });

  it.each([
    ['cardno', '', 100],
    ['cardno', '4111-abcd', 101],
    ['cardno', '4111', 102],
    ['expire', '', 110],
    ['expire', '13/29', 113],
    ['securitycode', '12', 122],
    ['holdername', '山田太郎', 131],
  ] as const)('%s %j → the message of code %i under that field', (field, value, code) => {
    const result = checkCardForm({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: cardErrorMessage(code) });
  });
});

describe('checkCardForm and the check digit', () => {
  it('refuses a mistyped number before the provider is asked', () => {
    const result = checkCardForm({ ...valid, cardno: '4111 1111 1111 1112' });
    expect(result).toEqual({ ok: false, errors: { cardno: 'カード番号をご確認ください' } });
  });
});

describe('tokenResult and cardFieldOfCode', () => {
  it('reads a token, a field code and a system code', () => {
    expect(tokenResult({ resultCode: '000', tokenObject: { token: 't', maskedCardNo: 'm' } })).toEqual({
      ok: true,
      token: 't',
      maskedCardNo: 'm',
    });
    expect(tokenResult({ resultCode: '102' })).toEqual({
      ok: false,
      code: '102',
      message: cardErrorMessage(102),
    });
    expect(tokenResult({ resultCode: '902' })).toEqual({ ok: false, code: '902', message: '' });
    expect(cardFieldOfCode('113')).toBe('expire');
    expect(cardFieldOfCode('131')).toBe('holdername');
    expect(cardFieldOfCode('902')).toBeNull();
  });
});
