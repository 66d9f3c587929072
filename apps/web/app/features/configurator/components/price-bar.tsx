import { pointRewardLabel } from '@shop/domain/checkout';
import { formatYen, formatYenSuffix } from '@shop/domain/format';
import type { ShownPrice } from '../price-view';
import { formatUnitPrice } from '../price-view';
import type { Shipping } from '../shipping';

/** Offline, the figure is the browser's own (decision 0815): the order's price is the server's. */
export const offlinePriceNote = 'オフラインで計算した参考価格です（ご注文時に確定します）';

interface PriceBarProps {
  price: ShownPrice;
  shipping: Shipping | null;
  /** The shipping label when the date is not known yet (holidays still loading). */
  shippingLabel: string;
  /** Why there is no price: the item cannot be ordered as chosen. */
  refusal: string | null;
}

/**
 * The bar that stays at the bottom of the screen: the tax-included total (総額表示), the tax in
 * it, the points, the price per piece, the shipping date, and the add-to-cart button. The
 * figure changes the moment an answer does; the server's confirmation only adds a quiet ✓.
 */
export function PriceBar({ price, shipping, shippingLabel, refusal }: PriceBarProps) {
  const { detail } = price;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-slate-200 bg-white px-4 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)]">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {detail ? `合計${formatYenSuffix(detail.amountTotal)}（税込）` : ''}
        {shipping ? `、${shipping.display}予定` : ''}
      </p>
      <div>
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            {detail ? (
              <p className="flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-xs text-slate-600">合計</span>
                <span
                  data-testid="amount-total"
                  className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums"
                >
                  {formatYen(detail.amountTotal)}
                </span>
                <span className="text-xs text-slate-600">税込</span>
                {price.confirmed ? (
                  <span className="text-xs text-emerald-700" title="価格を確認しました">
                    ✓<span className="sr-only">価格確認済み</span>
                  </span>
                ) : null}
              </p>
            ) : (
              <p className="text-sm leading-snug font-bold text-slate-700">
                {refusal ?? '項目を選ぶと、ここに価格が表示されます'}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="min-h-12 shrink-0 rounded-xl bg-accent px-4 font-bold text-white shadow-sm hover:brightness-110 active:brightness-95"
          >
            カートに入れる
          </button>
        </div>
        {detail && price.offline ? (
          <p className="mt-0.5 text-xs font-bold text-amber-800" data-testid="offline-price-note">
            {offlinePriceNote}
          </p>
        ) : null}
        {detail ? (
          <p className="mt-0.5 text-xs text-slate-600 tabular-nums">
            うち消費税 {formatYen(detail.tax)}・1枚あたり {formatUnitPrice(detail.amountTotal, detail.num)}・
            <span className="font-bold text-accent">{pointRewardLabel(detail.point)}</span>
          </p>
        ) : null}
        <p className="mt-0.5 text-xs font-bold text-brand" data-testid="shipping">
          {shipping ? `${shipping.display}予定（${shipping.label}）` : shippingLabel}
        </p>
      </div>
    </div>
  );
}
