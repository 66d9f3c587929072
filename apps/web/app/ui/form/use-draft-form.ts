// The input step of a form with a confirmation step (contact, sample and estimate requests): the
// draft kept in its store fills the form again, or a member's details do (decisions 0661, 0662),
// and the server's messages from a refused send come back under their fields.
import { useMemo } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { RequestStore } from '../../lib/draft-request-store';
import { useKeptDraft } from '../../lib/session-draft';
import { useScrollToFirstError } from './scroll-to-first-error';
import { useLateDefaults } from './use-late-defaults';
import { useServerFieldErrors } from './use-server-field-errors';
import { useShopForm } from './use-shop-form';

export interface DraftFormOptions<TValues extends FieldValues, TForm, TOutput, TMember> {
  store: RequestStore<TValues, TForm>;
  resolver: Resolver<TValues, unknown, TOutput>;
  /** The values of a form nobody has typed in. */
  empty: TValues;
  /** The logged-in member (null for visitors) and the values their details give. */
  member: TMember | null;
  fromMember: (member: TMember) => TValues;
  /** The form's fields, for the server's messages. */
  fields: readonly string[];
  /** A server message for something outside the form's values (a file): true when shown. */
  onOtherField?: (field: string, message: string) => boolean;
}

export function useDraftForm<TValues extends FieldValues, TForm, TOutput, TMember>({
  store,
  resolver,
  empty,
  member,
  fromMember,
  fields,
  onOtherField,
}: DraftFormOptions<TValues, TForm, TOutput, TMember>) {
  useKeptDraft(store);
  const draft = store((state) => state.draft);
  const requestError = store((state) => state.requestError);
  const fieldErrors = store((state) => state.fieldErrors);
  const saveDraft = store((state) => state.saveDraft);
  const fieldErrorsShown = store((state) => state.fieldErrorsShown);
  const { ref, scrollToFirstError } = useScrollToFirstError<HTMLDivElement>();

  const form = useShopForm<TValues, unknown, TOutput>({
    resolver,
    // A generic TValues is not seen as a deep partial of itself, which whole values always are.
    defaultValues: (draft?.values ?? empty) as DefaultValues<TValues>,
  });
  const memberValues = useMemo(() => (member ? fromMember(member) : null), [member, fromMember]);
  useLateDefaults(form, draft?.values ?? memberValues);
  useServerFieldErrors({
    fieldErrors,
    setError: form.setError,
    fields,
    onOtherField,
    onShown: fieldErrorsShown,
    scrollToFirstError,
  });
  return { form, ref, draft, requestError, saveDraft };
}
