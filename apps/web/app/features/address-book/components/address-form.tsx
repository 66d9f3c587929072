import type { AddressForm, AddressFormInput } from '@shop/domain/forms';
import { formatPostalCode } from '@shop/domain/format';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { errorMessageAt } from '../../../ui/form/error-message-at';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { PostalAddressFields } from '../../../ui/form/postal-address-fields';
import { emptyPostalAddress } from '../../../ui/form/postal-address-values';
import { schemaResolver, type FormValuesOf } from '../../../ui/form/schema-resolver';
import { useScrollToFirstError } from '../../../ui/form/scroll-to-first-error';
import { applyServerErrors, errorMessageOf } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-field';
import { useShopForm } from '../../../ui/form/use-shop-form';
import type { Address } from '../api/get-addresses';

/** Loaded apart from the page's first view (decision 0560). */
const addressFormResolver = schemaResolver(() =>
  import('@shop/domain/forms').then((m) => m.addressFormSchema),
);

export type AddressFormValues = FormValuesOf<AddressFormInput>;

const FIELDS = [
  'organization',
  'familyName',
  'givenName',
  'familyKana',
  'givenKana',
  'postalCode',
  'addressLevel1',
  'addressLevel2',
  'addressLine1',
  'addressLine2',
  'tel',
] as const;

/** A new entry (id 0, spec point 7) or an existing one, as the form holds it. */
export function addressFormValues(address: Address | null): AddressFormValues {
  if (!address) {
    return {
      id: 0,
      organization: '',
      familyName: '',
      givenName: '',
      familyKana: '',
      givenKana: '',
      ...emptyPostalAddress,
      tel: '',
    };
  }
  return { ...address, postalCode: formatPostalCode(address.postalCode) };
}

export interface AddressFormProps {
  address: Address | null;
  idPrefix: string;
  pending: boolean;
  /** The save call's failure, if any (its field messages go under the fields). */
  error: unknown;
  onSave: (form: AddressForm, setFieldErrors: (error: unknown) => boolean) => void;
  onCancel: () => void;
}

/** The address form of the book (spec point 3's Address form), with the postal lookup. */
export function AddressFormFields({ address, idPrefix, pending, error, onSave, onCancel }: AddressFormProps) {
  const form = useShopForm({
    resolver: addressFormResolver,
    defaultValues: addressFormValues(address),
    mode: 'onTouched',
  });
  const { ref, scrollToFirstError } = useScrollToFirstError<HTMLDivElement>();
  const errors = form.formState.errors;
  const fieldError = (name: string) => errorMessageAt(errors, name);
  const setFieldErrors = (failure: unknown) => {
    const placed = applyServerErrors(form.setError, failure, FIELDS) > 0;
    if (placed) scrollToFirstError();
    return placed;
  };
  const showAlert =
    error !== null && error !== undefined && !(isApiError(error) && Object.keys(error.errors).length > 0);

  return (
    <div ref={ref}>
      <Form
        form={form}
        aria-label="住所の入力"
        className="space-y-5"
        onSubmit={(values) => onSave(values, setFieldErrors)}
      >
        <TextField
          label="会社名・団体名"
          id={`${idPrefix}-organization`}
          autoComplete="organization"
          error={fieldError('organization')}
          {...form.register('organization')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="姓"
            required
            id={`${idPrefix}-family-name`}
            autoComplete="family-name"
            error={fieldError('familyName')}
            {...form.register('familyName')}
          />
          <TextField
            label="名"
            required
            id={`${idPrefix}-given-name`}
            autoComplete="given-name"
            error={fieldError('givenName')}
            {...form.register('givenName')}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="セイ"
            required
            id={`${idPrefix}-family-kana`}
            hint="全角カタカナ"
            error={fieldError('familyKana')}
            {...form.register('familyKana')}
          />
          <TextField
            label="メイ"
            required
            id={`${idPrefix}-given-kana`}
            hint="全角カタカナ"
            error={fieldError('givenKana')}
            {...form.register('givenKana')}
          />
        </div>
        <PostalAddressFields idPrefix={idPrefix} />
        <TextField
          label="電話番号"
          required
          id={`${idPrefix}-tel`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="03-1234-5678"
          error={fieldError('tel')}
          {...form.register('tel')}
        />
        {showAlert ? (
          <FormAlert
            message={errorMessageOf(error, '保存できませんでした。時間をおいて再度お試しください')}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            キャンセル
          </Button>
          <Button type="submit" pending={pending} pendingLabel="保存しています…">
            {address ? '変更を保存する' : '登録する'}
          </Button>
        </div>
      </Form>
    </div>
  );
}
