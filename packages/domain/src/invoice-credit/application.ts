// The credit-line application (issue 21 point 5): one schema for My page's form and the API. A
// corporation gives its 法人番号 (check digit verified); a sole proprietor (個人事業主) has none.
import { z } from 'zod/mini';
import { fieldMessages, formMessages } from '../messages/index.ts';
import { whenFieldsValid } from '../forms/fields.ts';
import { selectFieldOf } from '../validation/choice.ts';
import { toHalfWidthDigits } from '../validation/characters.ts';
import { postalCodeField } from '../validation/postal-code-schema.ts';
import { safeString } from '../validation/safe-string.ts';
import { telField } from '../validation/tel.ts';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { isCorporateNumber, normaliseCorporateNumber } from './corporate-number.ts';
import { MAX_DESIRED_LIMIT, MIN_DESIRED_LIMIT } from './credit-line.ts';
import { invoiceCreditMessages } from './messages.ts';

export const BUSINESS_TYPES = ['corporation', 'soleProprietor'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  corporation: '法人',
  soleProprietor: '個人事業主',
};

/** Yen as typed: full-width digits, commas, ￥ and 円 allowed; '' when nothing usable. */
function toYenDigits(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  return toHalfWidthDigits(value.normalize('NFC')).replace(/[,，¥\uFFE5円\s]/g, '');
}

const desiredLimitField = () =>
  z.pipe(
    z.pipe(
      z.transform(toYenDigits),
      safeString({ error: formMessages.wrongType }).check(
        z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
        z.regex(/^\d{1,9}$/, { error: invoiceCreditMessages.desiredLimitRange, abort: true }),
      ),
    ),
    z.pipe(
      z.transform(Number),
      z.number().check(
        z.refine((value: number) => value >= MIN_DESIRED_LIMIT && value <= MAX_DESIRED_LIMIT, {
          error: invoiceCreditMessages.desiredLimitRange,
        }),
      ),
    ),
  );

export const creditApplicationSchema = z
  .object({
    businessType: selectFieldOf(BUSINESS_TYPES),
    /** 法人番号: required of a corporation, '' for a sole proprietor. */
    corporateNumber: z._default(
      safeString({ error: formMessages.wrongType }).check(
        z.overwrite(normaliseCorporateNumber),
        z.refine((value: string) => value === '' || isCorporateNumber(value), {
          error: invoiceCreditMessages.corporateNumber,
        }),
      ),
      '',
    ),
    companyName: requiredText({ max: 60 }),
    department: optionalText({ max: 60 }),
    contactName: requiredText({ max: 40 }),
    postalCode: postalCodeField(),
    address: requiredText({ max: 120 }),
    tel: telField(),
    desiredLimit: desiredLimitField(),
  })
  .check(
    z.superRefine(
      (value, context) => {
        if (value.businessType === 'corporation' && value.corporateNumber === '')
          context.addIssue({
            code: 'custom',
            message: fieldMessages.mustEnter,
            path: ['corporateNumber'],
            input: '',
          });
      },
      { when: whenFieldsValid('businessType', 'corporateNumber') },
    ),
  );

export type CreditApplicationInput = z.input<typeof creditApplicationSchema>;
export type CreditApplication = z.output<typeof creditApplicationSchema>;
