// The order search: one box for number, name, kana, e-mail or telephone (decision 0740) and the
// filters, kept in the address so a search can be shared and reloaded.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_METHODS } from '@shop/domain/checkout';
import { staffStatusLabel } from '@shop/domain/back-office';
import { ORDER_STATUSES } from '@shop/domain/orders';
import { Button } from '~/ui/form/button';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';

const statusOptions = ORDER_STATUSES.filter((status) => status !== 0).map((status) => ({
  value: String(status),
  label: `${status} ${staffStatusLabel(status)}`,
}));
const methodOptions = PAYMENT_METHODS.map((method) => ({ value: method.id, label: method.label }));

export function SearchForm({ errors }: { errors: Record<string, string> }) {
  const [search, setSearch] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
    }
    setSearch(next);
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="ご注文の検索"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3"
    >
      <div className="md:col-span-3">
        <TextField
          label="検索"
          name="q"
          type="search"
          hint="注文番号・お名前・フリガナ・メールアドレス・電話番号"
          defaultValue={search.get('q') ?? ''}
          error={errors.q}
        />
      </div>
      <SelectField
        label="状態"
        name="status"
        placeholder="すべて"
        options={statusOptions}
        defaultValue={search.get('status') ?? ''}
        error={errors.status}
      />
      <SelectField
        label="支払方法"
        name="paymentMethod"
        placeholder="すべて"
        options={methodOptions}
        defaultValue={search.get('paymentMethod') ?? ''}
        error={errors.paymentMethod}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="発送日（から）"
          name="shippingFrom"
          type="date"
          defaultValue={search.get('shippingFrom') ?? ''}
          error={errors.shippingFrom}
        />
        <TextField
          label="発送日（まで）"
          name="shippingTo"
          type="date"
          defaultValue={search.get('shippingTo') ?? ''}
          error={errors.shippingTo}
        />
      </div>
      <div className="md:col-span-3">
        <Button type="submit">検索する</Button>
      </div>
    </form>
  );
}
