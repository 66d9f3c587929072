// 銀行振込 for staff (decision 0820): what is asked, what has arrived, and the record of a new
// amount. Full and over move the awaiting orders on; short keeps them waiting and mails the
// customer for the rest; over is shown so staff give the excess back. A virtual account's short or
// late deposit is shown with the owner's 「この入金で受け付ける」 (decision 0786).
import type { BankTransfer } from '@shop/domain/answers';
import { formatYen } from '@shop/domain/format';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { showToast } from '~/ui/toast-store';
import { AcceptDeposit } from './accept-deposit';
import { useRecordTransfer } from './order-queries';

const STATE_LABELS: Record<BankTransfer['state'], string> = {
  awaiting: '入金待ち',
  short: '入金不足',
  paid: '入金済み',
  over: '過入金（差額の返金が必要）',
  late: '期限後の入金（ご判断ください）',
  expired: '期限切れでキャンセル',
  cancelled: 'キャンセル済み',
};

const JUDGEMENT_TOASTS = {
  full: '入金を記録し、ご注文を入金済みに進めました',
  short: '入金を記録しました。不足分のお振込みをお客様へメールでお願いしました',
  over: '入金を記録し、ご注文を進めました。過入金分をお客様へ返金してください',
} as const;

export function BankTransferForm({ purchaseId, transfer }: { purchaseId: string; transfer: BankTransfer }) {
  const form = useShopForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const record = useRecordTransfer(purchaseId);
  // A virtual account's deposits are told by the provider, never typed in (decision 0825).
  const open = !transfer.virtualAccount && (transfer.state === 'awaiting' || transfer.state === 'short');
  return (
    <div className="mt-3 space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-1">
        <dt>状態</dt>
        <dd data-testid="transfer-state">{STATE_LABELS[transfer.state]}</dd>
        <dt>ご請求額</dt>
        <dd className="tabular-nums">{formatYen(transfer.amount)}</dd>
        <dt>入金済み</dt>
        <dd className="tabular-nums" data-testid="transfer-received">
          {formatYen(transfer.received)}
        </dd>
        {transfer.state === 'short' || (transfer.state === 'late' && transfer.difference > 0) ? (
          <>
            <dt>不足額</dt>
            <dd className="font-bold tabular-nums text-red-700">{formatYen(transfer.difference)}</dd>
          </>
        ) : null}
        {transfer.state === 'over' ? (
          <>
            <dt>返金が必要な額</dt>
            <dd className="font-bold tabular-nums text-red-700" data-testid="transfer-over">
              {formatYen(transfer.difference)}
            </dd>
          </>
        ) : null}
        {transfer.virtualAccount ? (
          <>
            <dt>専用口座</dt>
            <dd className="font-mono" data-testid="transfer-account">
              {transfer.account
                ? `${transfer.account.bankName} ${transfer.account.branchName} ${transfer.account.accountNumber}`
                : ''}
              {transfer.closedAt ? '（閉鎖済み）' : ''}
            </dd>
          </>
        ) : (
          <>
            <dt>振込名義</dt>
            <dd className="font-mono">{transfer.transferName}</dd>
          </>
        )}
        <dt>期限</dt>
        <dd>{transfer.dueDate}</dd>
        {transfer.accepted ? (
          <>
            <dt>受け付けた不足額</dt>
            <dd className="tabular-nums" data-testid="transfer-accepted-shortfall">
              {formatYen(transfer.accepted.shortfall)}
            </dd>
          </>
        ) : null}
      </dl>
      {(transfer.state === 'cancelled' || transfer.state === 'expired') && transfer.received > 0 ? (
        <p className="rounded bg-amber-50 p-2 text-amber-900" role="status" data-testid="transfer-refund">
          取り消し済みのご注文に {formatYen(transfer.received)}{' '}
          の入金があります。自動では返金しません。お客様に返金先の口座を伺い、当店からお振込みで返金してください。
        </p>
      ) : null}
      {transfer.virtualAccount && (transfer.state === 'short' || transfer.state === 'late') ? (
        <p className="rounded bg-amber-50 p-2 text-amber-900" role="status" data-testid="transfer-decision">
          {transfer.state === 'late'
            ? 'お振込み期限を過ぎてからの入金です。自動では進めていません。お客様にご連絡のうえ、ご注文を進めるか、キャンセルして返金してください。'
            : '入金額が不足しています。自動では進めていません。不足分の入金を待つか、お客様にご連絡のうえ判断してください。'}
        </p>
      ) : null}
      {(transfer.state === 'cancelled' || transfer.state === 'expired') && transfer.received > 0 ? (
        <p className="rounded bg-amber-50 p-2 text-amber-900" role="status" data-testid="transfer-refund">
          取り消し済みのご注文に {formatYen(transfer.received)}{' '}
          の入金があります。自動では返金しません。お客様に返金先の口座を伺い、当店からお振込みで返金してください。
        </p>
      ) : null}
      {transfer.virtualAccount && (transfer.state === 'short' || transfer.state === 'late') ? (
        <AcceptDeposit purchaseId={purchaseId} transfer={transfer} />
      ) : null}
      {open ? (
        <Form
          form={form}
          aria-label="入金の記録"
          className="space-y-3"
          onSubmit={(values) =>
            record.mutate(
              { amount: Number(values.amount), seenReceived: transfer.received },
              {
                onSuccess: (answer) => {
                  form.reset({ amount: '' });
                  showToast(JUDGEMENT_TOASTS[answer.judgement], 'success');
                },
                onError: (error) => applyServerErrors(form.setError, error, ['amount']),
              },
            )
          }
        >
          <FormAlert
            message={record.isError ? errorMessageOf(record.error, '入金を記録できませんでした') : null}
          />
          <TextField
            label="入金額（円）"
            required
            inputMode="numeric"
            hint="通帳・入出金明細で確認した金額"
            error={form.formState.errors.amount?.message}
            {...form.register('amount')}
          />
          <Button type="submit" pending={record.isPending}>
            入金を記録する
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
