// Spec point 4: "confirm stores the form, then the request is sent". The signup form lives here
// between /signup and /signup/confirmation. It survives a reload in the tab's session storage
// without the password, which is never stored (decisions 0403, 0662): after a reload the
// confirmation shows what was kept and asks for the password again on the form.
import type { Signup } from '@shop/domain/forms';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionDraft } from '../../lib/session-draft';
import type { FieldErrors } from '../../lib/api-error';
import type { FormValuesOf } from '../../ui/form/schema-resolver';
import type { SignupInput } from '@shop/domain/forms';

export type SignupFormValues = FormValuesOf<SignupInput>;

interface SignupState {
  /** What the customer typed, to put back in the form. */
  values: SignupFormValues | null;
  /** The same, validated and normalised: shown on the confirmation screen and sent. */
  confirmed: Signup | null;
  /** The server's field messages after a refused signup, shown when the form opens again. */
  serverErrors: FieldErrors | null;
  confirm: (values: SignupFormValues, confirmed: Signup) => void;
  refused: (serverErrors: FieldErrors) => void;
  clearServerErrors: () => void;
  /** Success: the form starts empty next time. */
  reset: () => void;
}

export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      values: null,
      confirmed: null,
      serverErrors: null,
      confirm: (values, confirmed) => set({ values, confirmed, serverErrors: null }),
      refused: (serverErrors) => set({ serverErrors }),
      clearServerErrors: () => set({ serverErrors: null }),
      reset: () => set({ values: null, confirmed: null, serverErrors: null }),
    }),
    sessionDraft('signup', (state: SignupState) => ({
      values: state.values ? { ...state.values, password: '' } : null,
      confirmed: state.confirmed ? { ...state.confirmed, password: '' } : null,
    })),
  ),
);
