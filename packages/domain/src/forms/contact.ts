// POST /v2/contact. A question about a placed order needs its purchase number or an item number
// (copied from a shipping mail, decision 0710), so staff find the order at once. Decision: docs/decisions/0156-form-schemas.md.
import { z } from 'zod/mini';
import { validationMessages } from '../messages/index.ts';
import { isOrderReference, normaliseOrderReference } from '../orders/purchase-number.ts';
import { selectFieldOf } from '../validation/choice.ts';
import { emailField } from '../validation/email.ts';
import { optionalTelField } from '../validation/tel.ts';
import { requiredText } from '../validation/text-fields.ts';
import { FIELD_MAX, organizationField, personNameFields, requireValue, whenFieldsValid } from './fields.ts';
import { CONTACT_ORDER_STATUSES, DEFAULT_CONTACT_ORDER_STATUS, type ContactOrderStatus } from './limits.ts';
import { safeString } from '../validation/safe-string.ts';

export { CONTACT_ORDER_STATUSES, DEFAULT_CONTACT_ORDER_STATUS, type ContactOrderStatus };

export const contactFormSchema = z
  .object({
    orderStatus: z._default(selectFieldOf(CONTACT_ORDER_STATUSES), DEFAULT_CONTACT_ORDER_STATUS),
    /** Purchase number (11 digits) or item number (11 digits-place); required after ordering. */
    orderId: z._default(
      safeString().check(
        z.overwrite(normaliseOrderReference),
        z.refine((value: string) => value === '' || isOrderReference(value), {
          error: validationMessages.orderReference,
        }),
      ),
      '',
    ),
    organization: organizationField(),
    ...personNameFields(),
    tel: optionalTelField(),
    email: emailField(),
    message: requiredText({ max: FIELD_MAX.message, multiline: true }),
  })
  .check(
    z.superRefine(
      (value, context) => {
        if (value.orderStatus === '注文後') requireValue(context, 'orderId', value.orderId);
      },
      { when: whenFieldsValid('orderStatus', 'orderId') },
    ),
  );

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
