// POST /v2/sample: free samples, sent by post to the requester.
import { z } from 'zod/mini';
import { formMessages } from '../messages/index.ts';
import { checkboxGroupField } from '../validation/choice.ts';
import { emailField } from '../validation/email.ts';
import { katakanaField } from '../validation/kana.ts';
import { telField } from '../validation/tel.ts';
import { requiredText } from '../validation/text-fields.ts';
import { FIELD_MAX, addressFields, organizationField, postalMatch, postalMatchWhen } from './fields.ts';
import { safeString } from '../validation/safe-string.ts';

// Checkbox values arrive as strings ('12'); the API may send numbers. Whether the id is in the
// catalogue is the API's check.
const productId = z.pipe(
  z.pipe(
    z.union([z.number(), safeString().check(z.regex(/^\d+$/, { error: formMessages.invalid }))], {
      error: formMessages.invalid,
    }),
    z.transform(Number),
  ),
  z.int({ error: formMessages.invalid }).check(z.positive({ error: formMessages.invalid })),
);

export const sampleRequestSchema = z
  .object({
    /** Catalogue product ids, at least one; duplicates are dropped. */
    sampleList: checkboxGroupField(productId).check(z.overwrite((ids: number[]) => [...new Set(ids)])),
    organization: organizationField(),
    name: requiredText({ max: FIELD_MAX.fullName }),
    kana: katakanaField({ max: FIELD_MAX.fullName }),
    ...addressFields(),
    tel: telField(),
    email: emailField(),
  })
  .check(z.superRefine(postalMatch, { when: postalMatchWhen }));

export type SampleRequestInput = z.input<typeof sampleRequestSchema>;
export type SampleRequest = z.output<typeof sampleRequestSchema>;
