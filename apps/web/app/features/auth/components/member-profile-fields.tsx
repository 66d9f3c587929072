// The member's profile as signup and the account page ask for it (spec point 3's User): company,
// name and its katakana reading, address with the postal lookup, telephone numbers, e-mail.
import { useFormContext, type FieldValues } from 'react-hook-form';
import { errorMessageAt } from '../../../ui/form/error-message-at';
import { DeferredPostalAddressFields } from '../../../ui/form/deferred-postal-address-fields';
import { TextField } from '../../../ui/form/text-field';

/** Field names in the order they appear (the scroll to the first error follows the page anyway). */
export const MEMBER_PROFILE_FIELDS = [
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
  'fax',
  'emergencyTel',
  'email',
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function MemberProfileFields({ emailHint }: { emailHint?: string }) {
  const { register, formState } = useFormContext<FieldValues>();
  const error = (name: string) => errorMessageAt(formState.errors, name);
  return (
    <div className="space-y-6">
      <Section title="お名前">
        <TextField
          label="会社名・団体名"
          autoComplete="organization"
          hint="法人・団体でご利用の場合にご入力ください"
          error={error('organization')}
          {...register('organization')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="姓"
            required
            autoComplete="family-name"
            placeholder="山田"
            error={error('familyName')}
            {...register('familyName')}
          />
          <TextField
            label="名"
            required
            autoComplete="given-name"
            placeholder="太郎"
            error={error('givenName')}
            {...register('givenName')}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="セイ"
            required
            placeholder="ヤマダ"
            hint="全角カタカナ"
            error={error('familyKana')}
            {...register('familyKana')}
          />
          <TextField
            label="メイ"
            required
            placeholder="タロウ"
            hint="全角カタカナ"
            error={error('givenKana')}
            {...register('givenKana')}
          />
        </div>
      </Section>
      <Section title="ご住所">
        <DeferredPostalAddressFields idPrefix="member" />
      </Section>
      <Section title="ご連絡先">
        <TextField
          label="電話番号"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="03-1234-5678"
          error={error('tel')}
          {...register('tel')}
        />
        <TextField
          label="FAX番号"
          type="tel"
          inputMode="tel"
          placeholder="03-1234-5679"
          error={error('fax')}
          {...register('fax')}
        />
        <TextField
          label="緊急連絡先（携帯電話など）"
          type="tel"
          inputMode="tel"
          placeholder="090-1234-5678"
          hint="データの確認などで至急ご連絡が必要な場合に使用します"
          error={error('emergencyTel')}
          {...register('emergencyTel')}
        />
        <TextField
          label="メールアドレス"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          placeholder="taro@example.com"
          hint={emailHint}
          error={error('email')}
          {...register('email')}
        />
      </Section>
    </div>
  );
}
