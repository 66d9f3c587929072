// The contact flow (spec point 4): the form typed at /contact is confirmed at
// /contact/confirmation; a successful send resets it. A failed one keeps it, with the reason. The
// same draft store as the sample and estimate requests; the draft survives a reload (decision 0662).
import type { ContactForm, ContactFormInput } from '@shop/domain/forms';
import { createRequestStore } from '../../lib/draft-request-store';
import type { FormValuesOf } from '../../ui/form/schema-resolver';

export type ContactFormValues = FormValuesOf<ContactFormInput>;

export const useContactStore = createRequestStore<ContactFormValues, ContactForm>('contact');
