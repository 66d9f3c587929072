// POST /v2/request-estimate (multipart: this JSON, sample1, sample2). Every field of spec point 3's
// estimate request form. Most product wishes are optional (a customer may not know the material
// yet); what staff cannot quote without is required: purpose, size, one quantity, delivery
// prefecture, and how to reach the customer. Decision: docs/decisions/0156-form-schemas.md.
import { z } from 'zod/mini';
import { fieldMessages, formMessages, validationMessages } from '../messages/index.ts';
import { chosenPrefectureCodeSchema } from '../prefectures/schema.ts';
import { toHalfWidthDigits } from '../validation/characters.ts';
import { optionalSelectField, selectField } from '../validation/choice.ts';
import { emailField } from '../validation/email.ts';
import { telField } from '../validation/tel.ts';
import { optionalText } from '../validation/text-fields.ts';
import { FIELD_MAX, organizationField, personNameFields, requireValue, whenFieldsValid } from './fields.ts';
import {
  ESTIMATE_QUANTITY_MAX,
  ESTIMATE_SAMPLE_EXTENSIONS,
  ESTIMATE_SAMPLE_MAX_MEGABYTES,
  ESTIMATE_SIZE_MAX_MM,
  OTHER_CHOICE,
  TOKUSYOKU_CHOICES,
} from './limits.ts';
import { safeString } from '../validation/safe-string.ts';

export {
  ESTIMATE_QUANTITY_MAX,
  ESTIMATE_SAMPLE_EXTENSIONS,
  ESTIMATE_SAMPLE_MAX_MEGABYTES,
  ESTIMATE_SIZE_MAX_MM,
  OTHER_CHOICE,
  TOKUSYOKU_CHOICES,
};

const numberInput = (requiredMessage: string) =>
  z.union([safeString(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : formMessages.wrongType,
  });

// '1,000', '１０００枚', ' 300 ' → '1000', '1000', '300'; anything else is returned trimmed.
function normaliseQuantity(value: string | number): string {
  const text = toHalfWidthDigits(String(value).normalize('NFC'))
    .replace(/[,，\s\u3000]/g, '')
    .replace(/(枚|個|部|シート)$/, '');
  return /^\d+$/.test(text) ? String(Number(text)) : text;
}

function quantityCheck(value: string, context: z.core.$RefinementCtx<string>): void {
  if (value === '') return;
  const issue = (message: string) => context.addIssue({ code: 'custom', message, input: value });
  if (!/^\d+$/.test(value)) issue(formMessages.integerNeeded);
  else if (Number(value) < 1) issue(validationMessages.quantity);
  else if (Number(value) > ESTIMATE_QUANTITY_MAX) issue(formMessages.tooLarge);
}

/** A quantity, normalised to a numeric string (spec point 5). */
const quantityField = () =>
  z.pipe(
    z.pipe(numberInput(fieldMessages.mustEnter), z.transform(normaliseQuantity)),
    safeString().check(
      z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
      z.superRefine(quantityCheck),
    ),
  );

const optionalQuantityField = () =>
  z._default(
    z.pipe(
      z.pipe(numberInput(formMessages.wrongType), z.transform(normaliseQuantity)),
      safeString().check(z.superRefine(quantityCheck)),
    ),
    '',
  );

/** A side in millimetres, a whole number (数値をご入力ください). */
const sizeField = () =>
  z.pipe(
    z.pipe(
      numberInput(fieldMessages.mustEnter),
      z.transform((value: string | number) => toHalfWidthDigits(String(value)).trim()),
    ),
    z.pipe(
      z.pipe(
        safeString().check(
          z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
          z.regex(/^\d+$/, { error: fieldMessages.sizeInteger, abort: true }),
        ),
        z.transform(Number),
      ),
      z
        .number()
        .check(
          z.gte(1, { error: formMessages.tooSmall }),
          z.lte(ESTIMATE_SIZE_MAX_MM, { error: formMessages.tooLarge }),
        ),
    ),
  );

const TRUE_WORDS = ['true', '1', 'on', 'yes'];

/** A checkbox: true, or the strings browsers send for a ticked box. */
const flagField = () =>
  z._default(
    z.pipe(
      z.union([z.boolean(), safeString()], { error: formMessages.wrongType }),
      z.transform((value: boolean | string) =>
        typeof value === 'boolean' ? value : TRUE_WORDS.includes(value.trim().toLowerCase()),
      ),
    ),
    false,
  );

const shortAnswer = () => optionalText({ max: FIELD_MAX.shortAnswer });

export const estimateRequestSchema = z
  .object({
    // Product wishes
    purpose: selectField(),
    adhesive: optionalSelectField(),
    placement: optionalSelectField(),
    placementEtc: shortAnswer(),
    material: optionalSelectField(),
    sizeX: sizeField(),
    sizeY: sizeField(),
    shape: optionalSelectField(),
    whiteInk: optionalSelectField(),
    color: optionalSelectField(),
    tokusyoku: optionalSelectField(),
    tokusyokuText: shortAnswer(),
    lamination: optionalSelectField(),
    specialProcessing: shortAnswer(),
    // Quantities: up to three to compare
    num0: quantityField(),
    num1: optionalQuantityField(),
    num2: optionalQuantityField(),
    // Delivery and packaging
    deliveryForm: optionalSelectField(),
    rollRoll: optionalSelectField(),
    rollPlacement: optionalSelectField(),
    rollSize: shortAnswer(),
    packaging: optionalSelectField(),
    submission: optionalSelectField(),
    /** Prefecture code; the API sends staff its label. */
    deliveryTo: chosenPrefectureCodeSchema,
    isHurry: flagField(),
    // Other
    etc: optionalText({ max: FIELD_MAX.message, multiline: true }),
    // The customer
    organization: organizationField(),
    ...personNameFields(),
    tel: telField(),
    email: emailField(),
  })
  .check(
    z.superRefine(
      (value, context) => {
        if (value.placement === OTHER_CHOICE) requireValue(context, 'placementEtc', value.placementEtc);
      },
      { when: whenFieldsValid('placement', 'placementEtc') },
    ),
    z.superRefine(
      (value, context) => {
        if (value.tokusyoku === TOKUSYOKU_CHOICES[1])
          requireValue(context, 'tokusyokuText', value.tokusyokuText);
      },
      { when: whenFieldsValid('tokusyoku', 'tokusyokuText') },
    ),
  );

export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
