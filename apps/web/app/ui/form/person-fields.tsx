// The fields that say who a customer is and how to reach them, as every form asks for them
// (signup and account, contact, sample and estimate requests): one label, input kind, autofill
// hint and length limit each, from the same limits as the domain's schemas (`forms/fields.ts`).
// Each reads its form through react-hook-form's context, so it sits inside `<Form>`.
import { FIELD_MAX } from '@shop/domain/form-limits';
import { TextField } from './text-field';
import { useFieldProps } from './use-field-props';

interface FieldOptions {
  /** The form's prefix of input ids: `contact` gives `contact-email`, as the postal fields do. */
  idPrefix: string;
  hint?: string;
}

/** The values these fields fill, under the same names in every form that has them. */
interface PersonValues {
  organization: string;
  familyName: string;
  givenName: string;
  tel: string;
  email: string;
}

export function OrganizationField({ idPrefix, hint }: FieldOptions) {
  return (
    <TextField
      label="会社名・団体名"
      autoComplete="organization"
      maxLength={FIELD_MAX.organization}
      hint={hint}
      {...useFieldProps<PersonValues>(idPrefix)('organization')}
    />
  );
}

/** 姓 and 名 side by side. */
export function PersonNameFields({ idPrefix }: Pick<FieldOptions, 'idPrefix'>) {
  const field = useFieldProps<PersonValues>(idPrefix);
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        label="姓"
        required
        autoComplete="family-name"
        placeholder="山田"
        maxLength={FIELD_MAX.name}
        {...field('familyName')}
      />
      <TextField
        label="名"
        required
        autoComplete="given-name"
        placeholder="太郎"
        maxLength={FIELD_MAX.name}
        {...field('givenName')}
      />
    </div>
  );
}

/** The telephone number; required unless the form asks for it only as a way to call back. */
export function TelField({ idPrefix, hint, optional = false }: FieldOptions & { optional?: boolean }) {
  return (
    <TextField
      label="電話番号"
      required={!optional}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="03-1234-5678"
      hint={hint}
      {...useFieldProps<PersonValues>(idPrefix)('tel')}
    />
  );
}

/** The e-mail address; the hint says what the shop will send to it. */
export function EmailField({ idPrefix, hint }: FieldOptions) {
  return (
    <TextField
      label="メールアドレス"
      required
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      placeholder="sample@example.jp"
      hint={hint}
      {...useFieldProps<PersonValues>(idPrefix)('email')}
    />
  );
}
