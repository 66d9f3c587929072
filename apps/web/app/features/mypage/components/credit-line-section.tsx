// My page's 掛け払い（請求書払い） (issue 21 point 5, decision 0835): the line's state, limit and what
// is left, or the one application. Loaded apart from My page's first view (its form and schema).
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  invoiceCreditMessages,
  invoiceCreditPaymentTerms,
} from '@shop/domain/invoice-credit';
import { formatDate, formatYen } from '@shop/domain/format';
import { noticeMessages } from '@shop/domain/messages';
import { useState } from 'react';
import { Button } from '../../../ui/form/button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { SelectField } from '../../../ui/form/select-field';
import { applyServerErrors, errorMessageOf } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-field';
import { useFieldProps } from '../../../ui/form/use-field-props';
import { useShopForm } from '../../../ui/form/use-shop-form';
import { TelField } from '../../../ui/form/person-fields';
import { useApplyForCredit, useCreditLine } from '../api/credit-line';

const applicationResolver = schemaResolver(() =>
  import('@shop/domain/invoice-credit').then((m) => m.creditApplicationSchema),
);

const ID_PREFIX = 'credit';

/** The application as the form holds it (every value a string until the schema reads it). */
type CreditApplicationValues = Record<(typeof FIELDS)[number], string>;

const FIELDS = [
  'businessType',
  'corporateNumber',
  'companyName',
  'department',
  'contactName',
  'postalCode',
  'address',
  'tel',
  'desiredLimit',
] as const;

const day = (iso: string) => formatDate(new Date(iso));

export function CreditLineSection() {
  const query = useCreditLine();
  const [applying, setApplying] = useState(false);
  if (query.isPending) return <p role="status">読み込んでいます…</p>;
  if (query.isError) return <FormAlert message={errorMessageOf(query.error, noticeMessages.serverError)} />;
  const { creditLine, mayApply } = query.data;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="credit-line">
      {creditLine?.state === 'approved' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-700">ご利用可能額</dt>
          <dd className="font-bold text-slate-900">{formatYen(creditLine.remaining)}</dd>
          <dt className="text-slate-700">ご利用限度額（月額）</dt>
          <dd>{formatYen(creditLine.creditLimit)}</dd>
          <dt className="text-slate-700">ご利用中</dt>
          <dd>{formatYen(creditLine.used)}</dd>
        </dl>
      ) : null}
      {creditLine?.state === 'approved' ? (
        <p className="text-sm text-slate-700">{invoiceCreditPaymentTerms}</p>
      ) : null}
      {creditLine?.state === 'screening' ? (
        <p>
          {creditLine.companyName} 様のお申し込みを{day(creditLine.appliedAt)}にお受けしました。
          {invoiceCreditMessages.screening}。
        </p>
      ) : null}
      {creditLine?.state === 'declined' ? (
        <p>
          審査の結果、掛け払いはご利用いただけませんでした。
          {creditLine.reapplyFrom
            ? `再度のお申し込みは${formatDate(new Date(`${creditLine.reapplyFrom}T00:00:00+09:00`))}から承ります。`
            : null}
        </p>
      ) : null}
      {creditLine === null ? (
        <p className="text-slate-800">
          法人・個人事業主の会員様は、月末締め翌月末払いの請求書払い（掛け払い）をご利用いただけます（審査があります）。
        </p>
      ) : null}
      {mayApply && !applying ? (
        <Button variant="secondary" onClick={() => setApplying(true)}>
          掛け払いを申し込む
        </Button>
      ) : null}
      {mayApply && applying ? <CreditApplicationForm /> : null}
    </div>
  );
}

function CreditApplicationForm() {
  const apply = useApplyForCredit();
  const form = useShopForm({
    resolver: applicationResolver,
    defaultValues: {
      businessType: 'corporation',
      corporateNumber: '',
      companyName: '',
      department: '',
      contactName: '',
      postalCode: '',
      address: '',
      tel: '',
      desiredLimit: '',
    },
  });
  const corporation = form.watch('businessType') === 'corporation';
  const failure = apply.isError ? errorMessageOf(apply.error, noticeMessages.serverError) : '';
  return (
    <Form
      form={form}
      aria-label="掛け払いのお申し込み"
      className="space-y-4"
      onSubmit={(values) =>
        apply.mutate(values, { onError: (error) => applyServerErrors(form.setError, error, FIELDS) })
      }
    >
      <CompanyFields corporation={corporation} />
      {failure ? <FormAlert message={failure} /> : null}
      <Button type="submit" pending={apply.isPending} pendingLabel="送信しています…" fullWidth>
        審査を申し込む
      </Button>
    </Form>
  );
}

/** The company, who to contact there, and the limit asked for; each field reads the form's context. */
function CompanyFields({ corporation }: { corporation: boolean }) {
  const field = useFieldProps<CreditApplicationValues>(ID_PREFIX);
  return (
    <>
      <SelectField
        label="事業形態"
        required
        options={BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }))}
        {...field('businessType')}
      />
      {corporation ? (
        <TextField
          label="法人番号（13桁）"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="国税庁の法人番号公表サイトで確認できます"
          {...field('corporateNumber')}
        />
      ) : null}
      <TextField label="会社名・屋号" required autoComplete="organization" {...field('companyName')} />
      <TextField label="部署" autoComplete="organization-title" {...field('department')} />
      <TextField label="ご担当者名" required autoComplete="name" {...field('contactName')} />
      <TextField
        label="郵便番号"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        prefix="〒"
        {...field('postalCode')}
      />
      <TextField label="会社所在地" required autoComplete="street-address" {...field('address')} />
      <TelField idPrefix={ID_PREFIX} />
      <TextField
        label="ご希望のご利用限度額（月額）"
        required
        inputMode="numeric"
        prefix="¥"
        hint="1万円から500万円まで。審査により、ご希望に添えない場合があります"
        {...field('desiredLimit')}
      />
    </>
  );
}
