import type { Holiday } from '@shop/domain/calendar';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import { hasItemError } from '../cart-item';
import { cartMessages } from '../cart-messages';
import {
  changeDeliveryDate,
  changeNum,
  changeSize,
  clearCart,
  deleteCartItem,
  duplicateCartItem,
  renameCartItem,
} from '../cart-operations';
import type { PricingContext } from '../cart-pricing';
import { toCatalogue, type ListedProduct } from '../catalogue';
import { useCartOpening } from '../hooks/use-cart-opening';
import { usePriceConfirmation } from '../hooks/use-price-confirmation';
import { ensureCartHydrated, useCartHydrated, useCartStore } from '../store';
import { CartItemCard, type CartItemActions } from './cart-item-card';
import { CartSummary } from './cart-summary';

// The quotation sits below the items and the summary, out of a phone's first screen: its form
// (the 宛名 field and its rule, the PDF request) loads as the cart opens rather than with the
// page's first view (decision 0676).
const quotationPanel = lazyWithPreload(() =>
  import('./quotation-panel').then((module) => module.QuotationPanel),
);

export interface CartScreenProps {
  /** The products on sale (features/catalog), undefined while loading. */
  products: readonly ListedProduct[] | undefined;
  /** True once the products loaded or failed to: the cart is then re-priced and shown. */
  productsSettled: boolean;
  /** The shop's holidays for shipping dates; null while loading. */
  holidays: readonly Holiday[] | null;
  /** Where checkout starts for this visitor (members and visitors differ), asked at the tap. */
  onCheckout: () => void;
  /** A member's company or name (the user's estimateTo), the quotation's 宛名 at first; '' for visitors. */
  memberAddressee?: string;
  /** The cut-off countdown and arrival day for the items' business days to shipping, given by the route. */
  countdown?: (netDays: readonly number[]) => ReactNode;
}

/** /cart (spec points 2–4): every operation on the items, live prices, quotation and checkout. */
export function CartScreen({
  products,
  productsSettled,
  holidays,
  onCheckout,
  memberAddressee = '',
  countdown,
}: CartScreenProps) {
  const hydrated = useCartHydrated();
  const items = useCartStore((state) => state.items);
  const notice = useCartStore((state) => state.notice);
  const dismissNotice = useCartStore((state) => state.dismissNotice);
  const catalogue = useMemo(() => (products ? toCatalogue(products) : null), [products]);
  const context = useCallback(
    (): PricingContext => ({ catalogue, holidays, now: new Date() }),
    [catalogue, holidays],
  );
  const [now] = useState(() => new Date());
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => ensureCartHydrated(), []);
  useEffect(() => quotationPanel.preload(), []);
  useCartOpening(context, hydrated && productsSettled);
  usePriceConfirmation(items, { enabled: hydrated && productsSettled, pricedLocally: catalogue !== null });

  const blocked = items.length === 0 || items.some(hasItemError);
  const netDays = useMemo(
    () => [...new Set(items.map((item) => item.deliveryDateProduct + item.deliveryDateOption))],
    [items],
  );

  const actionsFor = (id: number): CartItemActions => ({
    rename: (name) => renameCartItem(id, name),
    changeSize: (sizeX, sizeY) => changeSize(id, sizeX, sizeY, context()),
    changeNum: (num) => changeNum(id, num, context()),
    changeDeliveryDate: (days) => changeDeliveryDate(id, days, context()),
    duplicate: () => {
      if (duplicateCartItem(id)) showToast(cartMessages.duplicated, 'success');
    },
    remove: () => {
      const removed = deleteCartItem(id);
      if (!removed) return;
      const name = removed.calcResult?.product.name ?? catalogue?.get(removed.product.id)?.name ?? '商品';
      showToast(cartMessages.removed(name), 'info');
      // The button is gone with its item: focus goes back to the list rather than the page top.
      listHeading.current?.focus();
    },
  });

  return (
    <PageContainer>
      <PageHeader title="カート" />
      {notice ? (
        <div role="status" className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">
          <p className="leading-relaxed">{notice}</p>
          <button
            type="button"
            onClick={dismissNotice}
            className="mt-1 min-h-11 font-bold text-brand underline"
          >
            閉じる
          </button>
        </div>
      ) : null}

      {!hydrated ? (
        <p className="text-slate-600" role="status">
          カートを読み込んでいます…
        </p>
      ) : items.length === 0 ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
          <p className="leading-relaxed text-slate-800">カートに商品はありません。</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            素材・サイズ・枚数をお選びいただくと、その場で価格を確認してカートに追加できます。
          </p>
          <div className="mt-4">
            <ButtonLink to={paths.products.href()}>商品を選ぶ</ButtonLink>
          </div>
        </section>
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="cart-items-title">
            <h2
              id="cart-items-title"
              ref={listHeading}
              tabIndex={-1}
              className="mb-3 font-bold text-slate-700"
            >
              カートの商品（{items.length}点）
            </h2>
            <ol className="space-y-4">
              {items.map((item) => (
                <li key={item.id}>
                  <CartItemCard
                    item={item}
                    product={catalogue?.get(item.product.id)}
                    holidays={holidays}
                    now={now}
                    actions={actionsFor(item.id)}
                  />
                </li>
              ))}
            </ol>
          </section>
          {countdown ? countdown(netDays) : null}
          <CartSummary
            items={items}
            blocked={blocked}
            onCheckout={onCheckout}
            onClear={() => {
              clearCart();
              showToast(cartMessages.cleared, 'info');
            }}
          />
          <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="h-64 rounded-xl" />}>
            <quotationPanel.Component items={items} blocked={blocked} memberAddressee={memberAddressee} />
          </Suspense>
          <p className="text-center">
            <ButtonLink to={paths.products.href()} variant="secondary">
              買い物を続ける
            </ButtonLink>
          </p>
        </div>
      )}
    </PageContainer>
  );
}
