// The contact flow (spec point 4): the form typed at /contact is confirmed at
// /contact/confirmation; a successful send resets it. A failed one keeps it, with the reason.
import type { ContactForm, ContactFormInput } from '@shop/domain/forms';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionDraft } from '../../lib/session-draft';
import type { FormValuesOf } from '../../ui/form/schema-resolver';

export type ContactFormValues = FormValuesOf<ContactFormInput>;

export interface ContactState {
  /** What was typed (to fill the form again) and the checked form (to show and send). */
  draft: { values: ContactFormValues; form: ContactForm } | null;
  requesting: boolean;
  requestError: string | null;
  /** The server's messages by form field, shown on /contact. */
  fieldErrors: Record<string, string>;
}

interface ContactActions {
  confirm: (values: ContactFormValues, form: ContactForm) => void;
  sendStarted: () => void;
  /** Spec point 4: send success resets the form. */
  sendSucceeded: () => void;
  sendFailed: (message: string, fieldErrors?: Record<string, string>) => void;
  fieldErrorsShown: () => void;
}

const initial: ContactState = { draft: null, requesting: false, requestError: null, fieldErrors: {} };

// The draft survives a reload of either step (decision 0662).
export const useContactStore = create<ContactState & ContactActions>()(
  persist(
    (set) => ({
      ...initial,
      confirm: (values, form) => set({ draft: { values, form }, requestError: null }),
      sendStarted: () => set({ requesting: true, requestError: null, fieldErrors: {} }),
      sendSucceeded: () => set(initial),
      sendFailed: (message, fieldErrors = {}) =>
        set({ requesting: false, requestError: message, fieldErrors }),
      fieldErrorsShown: () => set({ fieldErrors: {} }),
    }),
    sessionDraft('contact', (state) => ({ draft: state.draft })),
  ),
);
