// The shop's cancellation of a purchase (decision 0746): the refund, its amount when partial,
// and the reason the customer's mail quotes. Only the refunds the purchase's payment method allows
// are offered (後払い: none, decision 0845).
import { cancelRefundsFor, type CancelRefund } from '@shop/domain/back-office';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { SelectField } from '~/ui/form/select-field';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextArea } from '~/ui/form/text-area';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { showToast } from '~/ui/toast-store';
import { useCancelPurchase } from './order-queries';

interface CancelValues {
  refund: CancelRefund;
  amount: string;
  reason: string;
}

const refundLabels: Record<CancelRefund, string> = {
  full: '全額を返金する',
  partial: '一部を返金する',
  none: '返金しない（未決済・後払いなど）',
};

export function CancelForm({
  purchaseId,
  total,
  paymentMethod,
}: {
  purchaseId: string;
  total: number;
  paymentMethod: string;
}) {
  const refunds = cancelRefundsFor(paymentMethod);
  const refundOptions = refunds.map((value) => ({ value, label: refundLabels[value] }));
  const form = useShopForm<CancelValues>({
    defaultValues: { refund: refunds[0] ?? 'none', amount: '', reason: '' },
  });
  const cancel = useCancelPurchase(purchaseId);
  const partial = form.watch('refund') === 'partial';
  const errors = form.formState.errors;
  return (
    <Form
      form={form}
      aria-label="キャンセル"
      className="mt-3 space-y-4"
      onSubmit={(values) =>
        cancel.mutate(
          {
            refund: values.refund,
            reason: values.reason,
            ...(values.refund === 'partial' ? { amount: Number(values.amount) } : {}),
          },
          {
            onSuccess: (answer) =>
              showToast(
                answer.refunded > 0
                  ? `キャンセルし、${answer.refunded.toLocaleString('ja-JP')}円を返金しました`
                  : 'キャンセルしました',
                'success',
              ),
            onError: (error) => applyServerErrors(form.setError, error, ['refund', 'amount', 'reason']),
          },
        )
      }
    >
      <FormAlert
        message={cancel.isError ? errorMessageOf(cancel.error, 'キャンセルできませんでした') : null}
      />
      <SelectField
        label="返金"
        required
        options={refundOptions}
        error={errors.refund?.message}
        {...form.register('refund')}
      />
      {partial ? (
        <TextField
          label="返金額（円）"
          required
          inputMode="numeric"
          hint={`お支払い ${total.toLocaleString('ja-JP')}円のうち`}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      ) : null}
      <TextArea
        label="理由"
        required
        rows={3}
        hint="お客様へのメールに載ります"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant="danger" pending={cancel.isPending}>
        キャンセルする
      </Button>
    </Form>
  );
}
