// The card form checked with the domain's validators before the provider is called, so that the
// same code (and message) appears whether the browser or the provider finds the mistake.
import {
  cardErrorMessage,
  cardNumberError,
  expireError,
  holderNameError,
  normaliseCardNumber,
  normaliseExpire,
  securityCodeError,
  toHalfWidthDigits,
} from '@shop/domain/validation';
import type { CardInput } from './card-token';
import type { CardFieldErrors, CardFormValues } from './components/card-fields';

export type CardCheck = { ok: true; card: CardInput } | { ok: false; errors: CardFieldErrors };

export function checkCardForm(values: CardFormValues): CardCheck {
  const errors: CardFieldErrors = {};
  const codes = {
    cardno: cardNumberError(values.cardno),
    expire: expireError(values.expire),
    securitycode: securityCodeError(values.securitycode),
    holdername: holderNameError(values.holdername),
  };
  for (const [name, code] of Object.entries(codes) as [keyof CardFormValues, number | null][]) {
    if (code !== null) errors[name] = cardErrorMessage(code);
  }
  const expire = normaliseExpire(values.expire);
  if (Object.keys(errors).length > 0 || expire === null) return { ok: false, errors };
  return {
    ok: true,
    card: {
      cardno: normaliseCardNumber(values.cardno),
      // The provider reads the year first (YYYYMM); the form reads as printed (MM/YY).
      expire,
      securitycode: toHalfWidthDigits(values.securitycode.trim()),
      holdername: values.holdername.trim().toUpperCase(),
    },
  };
}
