// The card form as one schema, for the checkout's card step: each field speaks with the provider
// code's message, so the customer reads the same words whether we or the provider refused.
import { z } from 'zod/mini';
import { cardMessages, fieldMessages, validationMessages } from '../messages/index.ts';
import {
  cardErrorMessage,
  cardNumberError,
  expireError,
  holderNameError,
  normaliseCardNumber,
  normaliseExpire,
  securityCodeError,
  type CardErrorCode,
} from './card.ts';
import { toHalfWidthDigits } from './characters.ts';
import { luhnValid } from './luhn.ts';
import { stringInput } from './text-fields.ts';

function codeCheck(error: (value: string) => CardErrorCode | null) {
  return z.superRefine<string>((value, context) => {
    const code = error(value);
    if (code !== null) {
      context.addIssue({
        code: 'custom',
        message: cardErrorMessage(code),
        params: { cardErrorCode: code },
        input: value,
      });
    }
  });
}

export const cardFieldsSchema = z.object({
  /** Output: digits only. */
  cardNumber: stringInput(cardMessages[100]).check(
    codeCheck(cardNumberError),
    z.overwrite(normaliseCardNumber),
    z.refine((digits: string) => cardNumberError(digits) !== null || luhnValid(digits), {
      error: validationMessages.cardNumberCheck,
    }),
  ),
  /** Input as printed (MM/YY); output: 'YYYYMM'. */
  expire: stringInput(cardMessages[110]).check(
    codeCheck(expireError),
    z.overwrite((value: string) => normaliseExpire(value) ?? value),
  ),
  securityCode: stringInput(cardMessages[122]).check(
    codeCheck(securityCodeError),
    z.overwrite((value: string) => toHalfWidthDigits(value.trim())),
  ),
  /** Output: trimmed and upper-cased, as embossed. */
  holderName: stringInput().check(
    z.overwrite((value: string) => value.trim().toUpperCase()),
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    codeCheck(holderNameError),
  ),
});

export type CardFields = z.output<typeof cardFieldsSchema>;
