import { formatYen } from '@shop/domain/format';
import { useState } from 'react';
import { Button } from '../../../ui/form/button';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useOnline } from '../../../lib/use-online';
import { showToast } from '../../../ui/toast-store';
import { cartTotal, type CartItem } from '../cart-item';
import { cartMessages } from '../cart-messages';

// Asked only before emptying the cart (decision 0676).
const ConfirmDialog = lazyDialog(() =>
  import('../../../ui/form/dialog').then((module) => module.ConfirmDialog),
);

export interface CartSummaryProps {
  items: readonly CartItem[];
  /** True while an item is in error or not priced yet: checkout waits (issue 4). */
  blocked: boolean;
  onCheckout: () => void;
  onClear: () => void;
}

/** The total (spec point 4: the sum of amountTotal), the way to checkout, and emptying the cart. */
export function CartSummary({ items, blocked, onCheckout, onClear }: CartSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const total = cartTotal(items);
  const tax = items.reduce((sum, item) => sum + (item.calcResult?.tax ?? 0), 0);
  const hintId = 'cart-checkout-hint';
  const offlineId = 'cart-checkout-offline';
  // Checkout needs the server (payment, the final price): offline it says so and waits, the cart
  // kept on the device; back online the same button goes on (decision 0816).
  const online = useOnline();
  const checkout = () => {
    if (online) onCheckout();
    else showToast(cartMessages.checkoutNeedsConnection, 'warning');
  };
  const describedBy = [blocked ? hintId : null, online ? null : offlineId].filter(Boolean).join(' ');

  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="cart-summary-title" className="sr-only">
        ご注文金額
      </h2>
      <dl className="space-y-1">
        <div className="flex items-baseline justify-between">
          <dt className="text-slate-700">商品点数</dt>
          <dd className="text-slate-900">{items.length}点</dd>
        </div>
        <div className="flex items-baseline justify-between">
          <dt className="text-slate-700">送料</dt>
          <dd className="text-slate-900">無料</dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-2">
          <dt className="font-bold text-slate-900">合計（税込）</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="cart-total">
            {formatYen(total)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between text-sm text-slate-600">
          <dt>うち消費税（10%）</dt>
          <dd>{formatYen(tax)}</dd>
        </div>
      </dl>
      {blocked ? (
        <p
          id={hintId}
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm leading-relaxed font-bold text-red-800"
        >
          {cartMessages.checkoutBlocked}
        </p>
      ) : null}
      {online ? null : (
        <p
          id={offlineId}
          role="status"
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm leading-relaxed font-bold text-amber-950"
        >
          {cartMessages.checkoutNeedsConnection}
        </p>
      )}
      <Button
        fullWidth
        className="mt-4 text-lg"
        onClick={checkout}
        disabled={blocked}
        aria-describedby={describedBy || undefined}
      >
        ご注文手続きへ進む
      </Button>
      <div className="mt-2 text-center">
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          カートを空にする
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="カートを空にしますか？"
        confirmLabel="空にする"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      >
        <p className="leading-relaxed text-slate-800">
          カートに入っている{items.length}点の商品をすべて削除します。
        </p>
      </ConfirmDialog>
    </section>
  );
}
