// Spec point 4, "Sample and estimate requests": a requesting flag while the call runs; success
// goes to the done page; failure sets requestError. The draft (what the customer typed, and the
// chosen files) lives here rather than in the form, so it survives the step pages
// (/request-sample → /request-sample/confirm) and a failed send: nothing has to be typed twice.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionDraft } from './session-draft';

export interface RequestDraft<TValues, TForm> {
  /** The form's values as typed, to fill the form again. */
  values: TValues;
  /** The same values as the shared schema output them: what is shown and sent. */
  form: TForm;
}

export interface RequestState<TValues, TForm> {
  draft: RequestDraft<TValues, TForm> | null;
  requesting: boolean;
  /** Why the last send failed, for the customer; null when it did not. */
  requestError: string | null;
  /** The server's messages by field, shown on the input step. */
  fieldErrors: Record<string, string>;
}

interface RequestActions<TValues, TForm> {
  saveDraft: (draft: RequestDraft<TValues, TForm>) => void;
  requestStarted: () => void;
  /** Success: everything is forgotten (the done page follows). */
  requestSucceeded: () => void;
  /** Failure: the draft stays, with the reason and the fields the server refused. */
  requestFailed: (message: string, fieldErrors?: Record<string, string>) => void;
  /** The input step has shown the server's field messages. */
  fieldErrorsShown: () => void;
  reset: () => void;
}

type RequestStoreState<TValues, TForm> = RequestState<TValues, TForm> & RequestActions<TValues, TForm>;

export type RequestStore<TValues, TForm> = UseBoundStore<StoreApi<RequestStoreState<TValues, TForm>>> & {
  persist: { hasHydrated: () => boolean; rehydrate: () => Promise<void> | void };
};

/**
 * `name`: the session storage key the draft survives a reload under (decision 0662); `keep`: what
 * of the draft can be stored (chosen files cannot: they are left out).
 */
export function createRequestStore<TValues, TForm>(
  name: string,
  keep: (draft: RequestDraft<TValues, TForm>) => RequestDraft<TValues, TForm> = (draft) => draft,
): RequestStore<TValues, TForm> {
  const initial: RequestState<TValues, TForm> = {
    draft: null,
    requesting: false,
    requestError: null,
    fieldErrors: {},
  };
  return create<RequestStoreState<TValues, TForm>>()(
    persist(
      (set) => ({
        ...initial,
        saveDraft: (draft) => set({ draft, requestError: null }),
        requestStarted: () => set({ requesting: true, requestError: null, fieldErrors: {} }),
        requestSucceeded: () => set(initial),
        requestFailed: (message, fieldErrors = {}) =>
          set({ requesting: false, requestError: message, fieldErrors }),
        fieldErrorsShown: () => set({ fieldErrors: {} }),
        reset: () => set(initial),
      }),
      sessionDraft(name, (state: RequestStoreState<TValues, TForm>) => ({
        draft: state.draft ? keep(state.draft) : null,
      })),
    ),
  );
}
