// The address block of every form (signup, account, address book, samples, estimates): postal
// code, prefecture, city, street, building. At 7 digits (hyphen removed, full-width digits made
// half-width) the code is looked up and fills prefecture, city and street (spec point 5); the
// candidates are kept as receivedPostalData, which the domain schemas check the address against.
import { formatPostalCode } from '@shop/domain/format';
import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  lookupPostalCode,
  postalDigitsOf,
  toReceivedPostalData,
  type PostalLookupCandidate,
} from '../../lib/postal-lookup';
import { errorMessageAt } from './error-message-at';
import { prefectureOptions } from './prefecture-options';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The form fields the block writes; the domain's names unless the form uses others. */
export interface PostalFieldNames {
  postalCode: string;
  addressLevel1: string;
  addressLevel2: string;
  addressLine1: string;
  addressLine2: string;
  receivedPostalData: string;
}

export const DEFAULT_POSTAL_FIELD_NAMES: PostalFieldNames = {
  postalCode: 'postalCode',
  addressLevel1: 'addressLevel1',
  addressLevel2: 'addressLevel2',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  receivedPostalData: 'receivedPostalData',
};

export const postalLookupMessages = {
  searching: '住所を検索しています…',
  notFound: 'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認ください',
  failed: '住所を自動入力できませんでした。お手数ですが、住所を直接ご入力ください',
  choose: '該当する住所が複数あります。候補からお選びください',
  linesCleared: '郵便番号が変わったため、町名・番地と建物名を入れ直してください',
} as const;

/** The last lookup's answer, for the digits it was made for. */
interface LookupOutcome {
  digits: string;
  /** False for a lookup that only recorded the candidates of an address already entered. */
  filled: boolean;
  kind: 'found' | 'notFound' | 'failed';
  candidates: PostalLookupCandidate[];
  /** The lines of the previous code were emptied. */
  cleared: boolean;
}

/** The form methods the block uses; each is stable across renders (unlike the context object). */
type FormApi = Pick<UseFormReturn<FieldValues>, 'setValue' | 'getValues' | 'getFieldState' | 'trigger'>;

function candidateLabel(candidate: PostalLookupCandidate): string {
  return `${candidate.prefecture}${candidate.city}${candidate.town}`;
}

/**
 * Writes a candidate into the form. The street is written only when empty or still the one the
 * lookup wrote before: what the customer typed there is never overwritten.
 */
function fillAddress(
  form: FormApi,
  names: PostalFieldNames,
  candidate: PostalLookupCandidate,
  filledStreet: { current: string | null },
): void {
  const options = { shouldDirty: true };
  form.setValue(names.addressLevel1, candidate.prefectureCode, options);
  form.setValue(names.addressLevel2, candidate.city, options);
  const street: unknown = form.getValues(names.addressLine1);
  if (typeof street !== 'string' || street.trim() === '' || street === filledStreet.current) {
    form.setValue(names.addressLine1, candidate.town, options);
    filledStreet.current = candidate.town;
  }
}

/**
 * A new code's address replaces the old one whole (issue 16, decision 0663): the street and the
 * building belonged to the previous code, so they are emptied rather than left beside the new
 * town (沖縄県八重山郡竹富町 + 千代田1-1).
 */
function clearLines(form: FormApi, names: PostalFieldNames, filledStreet: { current: string | null }): void {
  form.setValue(names.addressLine1, '', { shouldDirty: true });
  form.setValue(names.addressLine2, '', { shouldDirty: true });
  filledStreet.current = null;
}

/** Messages already shown follow the new values at once; no new message appears early. */
function revalidate(form: FormApi, names: PostalFieldNames): void {
  const shown = [names.postalCode, names.addressLevel1, names.addressLevel2, names.addressLine1].filter(
    (name) => form.getFieldState(name).error !== undefined,
  );
  if (shown.length > 0) void form.trigger(shown);
}

export interface PostalAddressFieldsProps {
  names?: Partial<PostalFieldNames>;
  /** Leave out the building line (forms that do not ask for it). */
  withAddressLine2?: boolean;
  /** Prefix of the controls' ids, when one page shows two address blocks. */
  idPrefix?: string;
}

/**
 * Place inside `<Form>` (it reads the form with useFormContext). Defaults for a new form:
 * `{ ...emptyPostalAddress }`; receivedPostalData is set by the lookup, never typed. A code the
 * customer types fills the address; a code already in the form (account, address book) is looked
 * up only to record its candidates, leaving the address as entered.
 */
export function PostalAddressFields({
  names: overrides,
  withAddressLine2 = true,
  idPrefix = 'address',
}: PostalAddressFieldsProps) {
  const postalCodeName = overrides?.postalCode ?? DEFAULT_POSTAL_FIELD_NAMES.postalCode;
  const level1Name = overrides?.addressLevel1 ?? DEFAULT_POSTAL_FIELD_NAMES.addressLevel1;
  const level2Name = overrides?.addressLevel2 ?? DEFAULT_POSTAL_FIELD_NAMES.addressLevel2;
  const line1Name = overrides?.addressLine1 ?? DEFAULT_POSTAL_FIELD_NAMES.addressLine1;
  const line2Name = overrides?.addressLine2 ?? DEFAULT_POSTAL_FIELD_NAMES.addressLine2;
  const receivedName = overrides?.receivedPostalData ?? DEFAULT_POSTAL_FIELD_NAMES.receivedPostalData;
  const names = useMemo<PostalFieldNames>(
    () => ({
      postalCode: postalCodeName,
      addressLevel1: level1Name,
      addressLevel2: level2Name,
      addressLine1: line1Name,
      addressLine2: line2Name,
      receivedPostalData: receivedName,
    }),
    [postalCodeName, level1Name, level2Name, line1Name, line2Name, receivedName],
  );

  const { register, setValue, getValues, getFieldState, trigger, formState } = useFormContext<FieldValues>();
  const form = useMemo<FormApi>(
    () => ({ setValue, getValues, getFieldState, trigger }),
    [setValue, getValues, getFieldState, trigger],
  );
  const postalValue: unknown = useWatch({ name: names.postalCode });
  const digits =
    typeof postalValue === 'string' || typeof postalValue === 'number'
      ? postalDigitsOf(String(postalValue))
      : null;
  const [outcome, setOutcome] = useState<LookupOutcome | null>(null);
  const filledStreet = useRef<string | null>(null);
  // The code the address lines were entered or filled for: a different code's lookup empties them.
  const linesBelongTo = useRef<string | null>(null);

  useEffect(() => {
    if (digits === null) {
      // Candidates of another code no longer apply.
      form.setValue(names.receivedPostalData, undefined);
      return;
    }
    // Typed by the customer (dirty) → fill; loaded with the form (reset, defaults) → record only.
    const fill = form.getFieldState(names.postalCode).isDirty;
    const controller = new AbortController();
    lookupPostalCode(digits, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        form.setValue(names.receivedPostalData, toReceivedPostalData(result.candidates));
        const [first] = result.candidates;
        const previous = linesBelongTo.current;
        const cleared = Boolean(first && fill && previous !== null && previous !== digits);
        if (first) linesBelongTo.current = digits;
        if (cleared) clearLines(form, names, filledStreet);
        if (first && fill) fillAddress(form, names, first, filledStreet);
        setOutcome({
          digits,
          filled: fill,
          kind: first ? 'found' : 'notFound',
          candidates: result.candidates,
          cleared,
        });
        revalidate(form, names);
      },
      () => {
        if (controller.signal.aborted) return;
        // Unknown rather than wrong: the server checks the address against its own lookup.
        form.setValue(names.receivedPostalData, undefined);
        setOutcome({ digits, filled: fill, kind: 'failed', candidates: [], cleared: false });
      },
    );
    return () => controller.abort();
  }, [digits, form, names]);

  const errors = formState.errors;
  const current = outcome !== null && outcome.digits === digits ? outcome : null;
  // Read through formState so the dirty flag the lookup effect relies on is kept up to date.
  const postalDirty = Boolean(get(formState.dirtyFields, names.postalCode));
  const searching = digits !== null && current === null && postalDirty;
  const found = current?.kind === 'found' && current.filled ? current : null;
  const postalMark = digits !== null ? formatPostalCode(digits, { mark: true }) : '';

  return (
    <div className="space-y-5">
      <div>
        <TextField
          label="郵便番号"
          required
          id={`${idPrefix}-postal-code`}
          prefix="〒"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="100-0001"
          maxLength={10}
          hint="7桁を入力すると住所を自動で入力します（ハイフンなしでも可）"
          error={errorMessageAt(errors, names.postalCode)}
          className="max-w-40"
          {...register(names.postalCode, {
            onBlur: (event: { target: { value: string } }) => {
              // Shown as 100-0001 once complete; the schema sends the 7 digits without the hyphen.
              const value = event.target.value;
              if (postalDigitsOf(value) !== null && formatPostalCode(value) !== value) {
                setValue(names.postalCode, formatPostalCode(value), { shouldDirty: true });
              }
            },
          })}
        />
        <p aria-live="polite" className="mt-1 min-h-5 text-sm leading-relaxed text-slate-700">
          {searching ? postalLookupMessages.searching : null}
          {current?.kind === 'notFound' ? postalLookupMessages.notFound : null}
          {current?.kind === 'failed' && current.filled ? postalLookupMessages.failed : null}
          {found && found.candidates.length === 1 && found.candidates[0] ? (
            <span data-testid="postal-lookup-result">
              {postalMark} {candidateLabel(found.candidates[0])}
            </span>
          ) : null}
          {found?.cleared ? <span className="block">{postalLookupMessages.linesCleared}</span> : null}
        </p>
        {found && found.candidates.length > 1 ? (
          <div className="mt-2">
            <SelectField
              label={`${postalMark} の住所の候補`}
              id={`${idPrefix}-postal-candidates`}
              hint={postalLookupMessages.choose}
              required
              options={found.candidates.map((candidate, index) => ({
                value: String(index),
                label: candidateLabel(candidate),
              }))}
              onChange={(event) => {
                const candidate = found.candidates[Number(event.target.value)];
                if (candidate) {
                  fillAddress(form, names, candidate, filledStreet);
                  revalidate(form, names);
                }
              }}
            />
          </div>
        ) : null}
      </div>
      <SelectField
        label="都道府県"
        required
        id={`${idPrefix}-address-level1`}
        autoComplete="address-level1"
        options={prefectureOptions}
        error={errorMessageAt(errors, names.addressLevel1)}
        {...register(names.addressLevel1)}
      />
      <TextField
        label="市区町村"
        required
        id={`${idPrefix}-address-level2`}
        autoComplete="address-level2"
        placeholder="千代田区"
        error={errorMessageAt(errors, names.addressLevel2)}
        {...register(names.addressLevel2)}
      />
      <TextField
        label="町名・番地"
        required
        id={`${idPrefix}-address-line1`}
        autoComplete="address-line1"
        placeholder="千代田1-1"
        hint="番地まで正確にご入力ください"
        error={errorMessageAt(errors, names.addressLine1)}
        {...register(names.addressLine1)}
      />
      {withAddressLine2 ? (
        <TextField
          label="建物名・部屋番号"
          id={`${idPrefix}-address-line2`}
          autoComplete="address-line2"
          placeholder="ステッカービル3階"
          error={errorMessageAt(errors, names.addressLine2)}
          {...register(names.addressLine2)}
        />
      ) : null}
    </div>
  );
}
