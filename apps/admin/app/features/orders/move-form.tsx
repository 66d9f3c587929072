// Moves the chosen orders to one status (decision 0744): only the statuses every chosen order may
// take are offered; shipped asks each order's carrier and tracking number; the server's refusal
// lands on the field it names.
import { useMemo } from 'react';
import { CARRIERS } from '@shop/domain/shipping';
import { moveNeedsMemo, staffMoveLabel, staffStatusLabel } from '@shop/domain/back-office';
import { ORDER_STATUS, type OrderStatus } from '@shop/domain/orders';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { SelectField } from '~/ui/form/select-field';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextArea } from '~/ui/form/text-area';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { showToast } from '~/ui/toast-store';
import { useMoveOrders } from './order-queries';

export interface MovableOrder {
  orderId: string;
  nextStatuses: readonly number[];
}

interface MoveValues {
  to: string;
  memo: string;
  orders: { orderId: string; carrier: string; trackingNumber: string }[];
}

const carrierOptions = CARRIERS.map((carrier) => ({ value: carrier.id, label: carrier.label }));

export function MoveForm({ orders, onMoved }: { orders: readonly MovableOrder[]; onMoved?: () => void }) {
  const targets = useMemo(() => {
    const [first, ...rest] = orders;
    if (!first) return [];
    return first.nextStatuses.filter((to) => rest.every((order) => order.nextStatuses.includes(to)));
  }, [orders]);
  const form = useShopForm<MoveValues>({
    values: {
      to: '',
      memo: '',
      orders: orders.map((order) => ({ orderId: order.orderId, carrier: 'yamato', trackingNumber: '' })),
    },
  });
  const move = useMoveOrders();
  const to = Number(form.watch('to')) as OrderStatus;
  const shipping = to === ORDER_STATUS.shipped;
  const submit = (values: MoveValues) => {
    form.clearErrors();
    move.mutate(
      {
        to: Number(values.to),
        memo: values.memo,
        orders: values.orders.map((order) => (shipping ? order : { orderId: order.orderId })),
      },
      {
        onSuccess: (answer) => {
          showToast(`${answer.moved.length}件のご注文を「${staffStatusLabel(to)}」に変更しました`, 'success');
          form.reset();
          onMoved?.();
        },
        onError: (error) =>
          applyServerErrors(form.setError, error, [
            'to',
            'memo',
            ...orders.flatMap((_order, index) => [
              `orders.${index}.orderId` as const,
              `orders.${index}.carrier` as const,
              `orders.${index}.trackingNumber` as const,
            ]),
          ]),
      },
    );
  };
  if (orders.length === 0) return null;
  if (targets.length === 0) {
    return <p className="text-slate-700">選んだご注文をまとめて変更できる状態はありません。</p>;
  }
  const errors = form.formState.errors;
  const orderErrors = (index: number) => errors.orders?.[index];
  return (
    <Form form={form} onSubmit={submit} className="space-y-4" aria-label="状態の変更">
      <FormAlert message={move.isError ? errorMessageOf(move.error, '状態を変更できませんでした') : null} />
      {orders.map((order, index) =>
        orderErrors(index)?.orderId?.message ? (
          <p key={order.orderId} className="text-sm font-bold text-red-700">
            {orderErrors(index)?.orderId?.message}
          </p>
        ) : null,
      )}
      <SelectField
        label="変更先"
        required
        placeholder="選択してください"
        options={targets.map((status) => ({
          value: String(status),
          label: staffMoveLabel(status as OrderStatus),
        }))}
        error={errors.to?.message}
        {...form.register('to', { required: '変更先を選んでください' })}
      />
      {shipping ? (
        <fieldset className="space-y-3">
          <legend className="font-bold">送り状</legend>
          {orders.map((order, index) => (
            <div key={order.orderId} className="grid gap-3 md:grid-cols-[10rem_12rem_1fr] md:items-start">
              <p className="pt-2 font-mono">{order.orderId}</p>
              <SelectField
                label={`${order.orderId} の配送業者`}
                required
                options={carrierOptions}
                error={orderErrors(index)?.carrier?.message}
                {...form.register(`orders.${index}.carrier`)}
              />
              <TextField
                label={`${order.orderId} の送り状番号`}
                required
                inputMode="numeric"
                autoComplete="off"
                error={orderErrors(index)?.trackingNumber?.message}
                {...form.register(`orders.${index}.trackingNumber`)}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <TextArea
        label="メモ"
        rows={3}
        required={moveNeedsMemo(to)}
        hint={moveNeedsMemo(to) ? 'お客様へのメールに載ります' : '社内の記録に残ります'}
        error={errors.memo?.message}
        {...form.register('memo')}
      />
      <Button type="submit" pending={move.isPending}>
        {orders.length === 1 ? '変更する' : `${orders.length}件をまとめて変更する`}
      </Button>
    </Form>
  );
}
