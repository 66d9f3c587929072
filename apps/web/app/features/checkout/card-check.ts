// The card form checked with the domain's card schema before the provider is called, so that the
// same code (and message) appears whether the browser or the provider finds the mistake, and a
// mistyped number (its check digit) is caught before anything is sent.
import { cardFieldsSchema } from '@shop/domain/validation';
import type { CardInput } from './card-token';
import type { CardFieldErrors, CardFormValues } from './components/card-fields';

export type CardCheck = { ok: true; card: CardInput } | { ok: false; errors: CardFieldErrors };

/** The form's field of each of the schema's fields. */
const FORM_FIELD = {
  cardNumber: 'cardno',
  expire: 'expire',
  securityCode: 'securitycode',
  holderName: 'holdername',
} as const satisfies Record<string, keyof CardFormValues>;

const isSchemaField = (key: unknown): key is keyof typeof FORM_FIELD =>
  typeof key === 'string' && key in FORM_FIELD;

export function checkCardForm(values: CardFormValues): CardCheck {
  const parsed = cardFieldsSchema.safeParse({
    cardNumber: values.cardno,
    expire: values.expire,
    securityCode: values.securitycode,
    holderName: values.holdername,
  });
  if (parsed.success) {
    const card = parsed.data;
    // The provider reads the year first (YYYYMM): the schema's output; the form reads as printed.
    return {
      ok: true,
      card: {
        cardno: card.cardNumber,
        expire: card.expire,
        securitycode: card.securityCode,
        holdername: card.holderName,
      },
    };
  }
  const errors: CardFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [key] = issue.path;
    if (isSchemaField(key)) errors[FORM_FIELD[key]] ??= issue.message;
  }
  return { ok: false, errors };
}
