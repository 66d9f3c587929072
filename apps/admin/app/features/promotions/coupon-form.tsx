// A new coupon (decision 0761). The server judges it with the domain's rules and answers each
// problem on its field; the form only turns the typed text into numbers and days.
import { useState } from 'react';
import { isApiError } from '~/lib/api-error';
import { Button } from '~/ui/form/button';
import { CheckboxField } from '~/ui/form/choice-group';
import { FormAlert } from '~/ui/form/form-alert';
import { SelectField } from '~/ui/form/select-field';
import { errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { showToast } from '~/ui/toast-store';
import { useCreateCoupon } from './promotion-queries';

const empty = {
  code: '',
  kind: 'fixed' as 'fixed' | 'percent',
  amount: '',
  minimumTotal: '',
  validFrom: '',
  validUntil: '',
  useLimit: '',
  oncePerMember: true,
};

/** Typed digits as a number; other text goes as typed, and the server names the field. */
const numberOf = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

const kindOptions = [
  { value: 'fixed', label: '定額（円引き）' },
  { value: 'percent', label: '定率（%引き）' },
];

export function CouponForm() {
  const create = useCreateCoupon();
  const [form, setForm] = useState(empty);
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const errors = isApiError(create.error) ? create.error.errors : {};
  return (
    <form
      aria-label="クーポンを作る"
      className="grid gap-4 md:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            code: form.code,
            kind: form.kind,
            amount: numberOf(form.amount),
            minimumTotal: form.minimumTotal === '' ? 0 : numberOf(form.minimumTotal),
            validFrom: form.validFrom === '' ? null : form.validFrom,
            validUntil: form.validUntil === '' ? null : form.validUntil,
            useLimit: form.useLimit === '' ? null : numberOf(form.useLimit),
            oncePerMember: form.oncePerMember,
          },
          {
            onSuccess: (coupon) => {
              showToast(`クーポン ${coupon.code} を作りました`, 'success');
              setForm(empty);
            },
          },
        );
      }}
    >
      <TextField
        label="クーポンコード"
        required
        hint="半角英数字・ハイフン・アンダースコアの3〜32文字"
        autoComplete="off"
        value={form.code}
        error={errors.code}
        onChange={set('code')}
      />
      <SelectField
        label="割引の種類"
        required
        options={kindOptions}
        value={form.kind}
        error={errors.kind}
        onChange={(event) =>
          setForm((current) => ({ ...current, kind: event.target.value === 'percent' ? 'percent' : 'fixed' }))
        }
      />
      <TextField
        label="割引"
        required
        inputMode="numeric"
        suffix={form.kind === 'fixed' ? '円' : '%'}
        value={form.amount}
        error={errors.amount}
        onChange={set('amount')}
      />
      <TextField
        label="最低注文金額"
        inputMode="numeric"
        suffix="円以上"
        hint="空欄は条件なし"
        value={form.minimumTotal}
        error={errors.minimumTotal}
        onChange={set('minimumTotal')}
      />
      <TextField
        label="開始日"
        type="date"
        hint="空欄はすぐに利用可能"
        value={form.validFrom}
        error={errors.validFrom}
        onChange={set('validFrom')}
      />
      <TextField
        label="終了日"
        type="date"
        hint="その日の終わりまで利用可能。空欄は期限なし"
        value={form.validUntil}
        error={errors.validUntil}
        onChange={set('validUntil')}
      />
      <TextField
        label="利用回数の上限"
        inputMode="numeric"
        suffix="回"
        hint="全体の合計。空欄は上限なし"
        value={form.useLimit}
        error={errors.useLimit}
        onChange={set('useLimit')}
      />
      <CheckboxField
        className="md:col-span-2 md:self-end"
        checked={form.oncePerMember}
        onChange={(event) => setForm((current) => ({ ...current, oncePerMember: event.target.checked }))}
      >
        1会員1回まで
      </CheckboxField>
      <div className="md:col-span-3">
        <FormAlert
          message={
            create.isError && Object.keys(errors).length === 0
              ? errorMessageOf(create.error, 'クーポンを作れませんでした')
              : null
          }
        />
        <Button type="submit" pending={create.isPending}>
          クーポンを作る
        </Button>
      </div>
    </form>
  );
}
