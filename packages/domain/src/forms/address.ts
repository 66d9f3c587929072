// Shipping sources and destinations (spec: address form; /v2/sources, /v2/destinations).
import { z } from 'zod/mini';
import { formMessages } from '../messages/index.ts';
import { telField } from '../validation/tel.ts';
import {
  addressFields,
  organizationField,
  personKanaFields,
  personNameFields,
  postalMatch,
  postalMatchWhen,
} from './fields.ts';

export const addressFormSchema = z
  .object({
    /** 0 for a new entry (spec point 7). */
    id: z._default(
      z.int({ error: formMessages.invalid }).check(z.gte(0, { error: formMessages.invalid })),
      0,
    ),
    ...addressFields(),
    organization: organizationField(),
    ...personNameFields(),
    ...personKanaFields(),
    tel: telField(),
  })
  .check(z.superRefine(postalMatch, { when: postalMatchWhen }));

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressForm = z.output<typeof addressFormSchema>;
