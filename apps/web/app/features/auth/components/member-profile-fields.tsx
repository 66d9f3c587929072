// The member's profile as signup and the account page ask for it (spec point 3's User): company,
// name and its katakana reading, address with the postal lookup, telephone numbers, e-mail.
import { FIELD_MAX } from '@shop/domain/form-limits';
import type { FieldValues } from 'react-hook-form';
import { DeferredPostalAddressFields } from '../../../ui/form/deferred-postal-address-fields';
import { EmailField, OrganizationField, PersonNameFields, TelField } from '../../../ui/form/person-fields';
import { TextField } from '../../../ui/form/text-field';
import { useFieldProps } from '../../../ui/form/use-field-props';

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
  const field = useFieldProps<FieldValues>('member');
  return (
    <div className="space-y-6">
      <Section title="お名前">
        <OrganizationField idPrefix="member" hint="法人・団体でご利用の場合にご入力ください" />
        <PersonNameFields idPrefix="member" />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="セイ"
            required
            placeholder="ヤマダ"
            hint="全角カタカナ"
            maxLength={FIELD_MAX.name}
            {...field('familyKana')}
          />
          <TextField
            label="メイ"
            required
            placeholder="タロウ"
            hint="全角カタカナ"
            maxLength={FIELD_MAX.name}
            {...field('givenKana')}
          />
        </div>
      </Section>
      <Section title="ご住所">
        <DeferredPostalAddressFields idPrefix="member" />
      </Section>
      <Section title="ご連絡先">
        <TelField idPrefix="member" />
        <TextField label="FAX番号" type="tel" inputMode="tel" placeholder="03-1234-5679" {...field('fax')} />
        <TextField
          label="緊急連絡先（携帯電話など）"
          type="tel"
          inputMode="tel"
          placeholder="090-1234-5678"
          hint="データの確認などで至急ご連絡が必要な場合に使用します"
          {...field('emergencyTel')}
        />
        <EmailField idPrefix="member" hint={emailHint} />
      </Section>
    </div>
  );
}
