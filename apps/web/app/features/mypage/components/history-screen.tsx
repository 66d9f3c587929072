// /mypage/histories/{purchaseId}: one purchase, its orders, and what the member may do with it
// (upload, cancel, change the delivery, invoice, receipt, repeat). Another member's purchase, or
// a number that does not exist, shows the not-found message (the API answers 404 for both).
import { cancelConsequences, paymentNote, purchasePointsLine } from '@shop/domain/orders';
import { invoiceCreditBilling } from '@shop/domain/invoice-credit';
import type { AddressSnapshot, Order, Purchase } from '@shop/domain/answers';
import type { CurrentItem } from '@shop/domain/configurator';
import { formatPostalCode, formatYen } from '@shop/domain/format';
import { noticeMessages } from '@shop/domain/messages';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { whenIdle } from '../../../lib/when-idle';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { ButtonLink, MessagePage, PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import type { DocumentKind } from '../api/documents';
import { usePurchase } from '../api/queries';
import { catalogueProduct, type ListedProduct } from '../catalogue-product';
import { dateTimeLabel } from '../format';
import { OrderCard } from './order-card';

// Its own chunk, loaded for a bank-transfer purchase only (the 170 KB first-view budget).
const BankTransferPanel = lazy(() => import('../../bank-transfer/bank-transfer-panel'));
const DeferredPaymentPanel = lazy(() => import('../../deferred-payment/deferred-payment-panel'));

export interface HistoryScreenProps {
  purchaseId: string;
  /** The catalogue, for the repeat rule (the route reads it from the catalog feature). */
  products: readonly ListedProduct[];
  /** Puts an item in the cart (the route hands the cart store's addItem over). */
  addToCart: (item: CurrentItem) => void;
  /** The member's company or name (the user's estimateTo): the invoice's and receipt's 宛名 at first. */
  memberAddressee: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="mb-3 border-l-4 border-brand pl-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function AddressBlock({ address }: { address: AddressSnapshot | null }) {
  if (!address) return <p className="text-slate-700">ご登録のご住所</p>;
  return (
    <address className="leading-relaxed text-slate-800 not-italic">
      {address.postalCode === null ? null : (
        <>
          〒{formatPostalCode(address.postalCode)}
          <br />
        </>
      )}
      {address.prefecture}
      {address.addressLevel2}
      {address.addressLine1} {address.addressLine2}
      <br />
      {address.organization ? (
        <>
          {address.organization}
          <br />
        </>
      ) : null}
      {address.familyName} {address.givenName} 様
    </address>
  );
}

function Amounts({ purchase }: { purchase: Purchase }) {
  // A cancelled order, or one still awaiting its card payment, earns nothing (decision 0654).
  const points = purchasePointsLine(
    purchase.orders.map((order) => order.status),
    purchase.pointEarned,
  );
  const rows: [string, string][] = [
    ['商品合計', formatYen(purchase.itemsAmount)],
    ...(purchase.discount > 0
      ? ([['クーポン割引', formatYen(-purchase.discount)]] as [string, string][])
      : []),
    ...(purchase.pointUse > 0
      ? ([['ポイント利用', formatYen(-purchase.pointUse)]] as [string, string][])
      : []),
    ...(purchase.codFee > 0 ? ([['代金引換手数料', formatYen(purchase.codFee)]] as [string, string][]) : []),
  ];
  return (
    <dl className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between py-1">
          <dt className="text-slate-600">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
        <dt>お支払い合計（税込）</dt>
        <dd data-testid="purchase-total">{formatYen(purchase.totalAmount)}</dd>
      </div>
      <div className="flex justify-between py-1 text-slate-600">
        <dt>うち消費税</dt>
        <dd>{formatYen(purchase.taxAmount)}</dd>
      </div>
      {points ? (
        <div className="flex justify-between py-1 text-slate-600">
          <dt>{points.label}</dt>
          <dd>{points.points.toLocaleString('ja-JP')}pt</dd>
        </div>
      ) : null}
    </dl>
  );
}

type OpenDialog = 'cancel' | 'shipment' | DocumentKind | null;

// The dialogs show nothing until asked for (decision 0676).
const CancelDialog = lazyDialog(() => import('./cancel-dialog').then((module) => module.CancelDialog));
const ShipmentDialog = lazyDialog(() => import('./shipment-dialog').then((module) => module.ShipmentDialog));
const DocumentDialog = lazyDialog(() => import('./document-dialog').then((module) => module.DocumentDialog));

// Only a card purchase left at 3-D Secure, or a PayPay one left on PayPay's page, offers to finish paying (issue 16 point 2): its part
// loads for such a purchase alone, once its data has arrived (decision 0676).
const finishPayment = lazyWithPreload(() =>
  import('./finish-payment').then((module) => module.FinishPayment),
);

// The repeat rule checks the stored item with the domain's zod schema: loaded apart from the page
// (decision 0563, as the estimates' "カートに入れる" in 0560), ahead of the first press.
const loadRepeatOrder = () => import('../repeat-order');
const notRepeatable = 'この商品は現在リピート注文いただけません。お手数ですが、新しくご注文ください';
// 「仕様を変えてリピート注文」 hands the order's choices to the material page through the tab's
// storage; like the repeat rule, that code loads when the browser is idle or at the tap.
const loadReorderHandoff = () => import('../../../lib/reorder-handoff');

function PurchaseDetail({
  purchase,
  products,
  addToCart,
  memberAddressee,
}: { purchase: Purchase } & Omit<HistoryScreenProps, 'purchaseId'>) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);

  useEffect(
    () => whenIdle(() => void Promise.all([loadRepeatOrder(), loadReorderHandoff()]).catch(() => undefined)),
    [],
  );

  const repeat = async (order: Order) => {
    let item: CurrentItem | null;
    try {
      item = (await loadRepeatOrder()).repeatOrderItem(order, catalogueProduct(products, order.productId));
    } catch {
      showToast(noticeMessages.connectionFailed, 'error');
      return;
    }
    if (!item) {
      showToast(notRepeatable, 'error');
      return;
    }
    addToCart(item);
    showToast('リピート注文をカートに入れました', 'success');
    void navigate(paths.cart.href());
  };

  const reorderWithChanges = async (order: Order) => {
    let target: string | null;
    try {
      const [repeatOrder, reorderHandoff] = await Promise.all([loadRepeatOrder(), loadReorderHandoff()]);
      const handoff = repeatOrder.reorderWithChanges(order, catalogueProduct(products, order.productId));
      target = handoff ? reorderHandoff.handOffReorder(handoff) : null;
    } catch {
      showToast(noticeMessages.connectionFailed, 'error');
      return;
    }
    if (target === null) {
      showToast(notRepeatable, 'error');
      return;
    }
    void navigate(target);
  };

  return (
    <>
      {purchase.actions.finishPayment ? (
        <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="mb-4 h-40 rounded-xl" />}>
          <finishPayment.Component
            purchaseId={purchase.purchaseId}
            method={purchase.paymentMethod}
            onCancel={() => setOpen('cancel')}
          />
        </Suspense>
      ) : null}
      {purchase.bankTransfer ? (
        <div className="mb-4">
          <Suspense fallback={<p className="text-sm text-slate-600">お振込み先を表示しています…</p>}>
            <BankTransferPanel purchaseId={purchase.purchaseId} transfer={purchase.bankTransfer} />
          </Suspense>
        </div>
      ) : null}
      {purchase.deferredPayment ? (
        <div className="mb-4">
          <Suspense fallback={<p className="text-sm text-slate-600">お支払い方法を表示しています…</p>}>
            <DeferredPaymentPanel deferred={purchase.deferredPayment} />
          </Suspense>
        </div>
      ) : null}
      <dl className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <div className="flex justify-between py-1">
          <dt className="text-slate-600">ご注文番号</dt>
          <dd className="font-mono" data-testid="purchase-id">
            {purchase.purchaseId}
          </dd>
        </div>
        <div className="flex justify-between py-1">
          <dt className="text-slate-600">ご注文日時</dt>
          <dd>{dateTimeLabel(purchase.createdAt)}</dd>
        </div>
        <div className="flex justify-between py-1">
          <dt className="text-slate-600">お支払い方法</dt>
          <dd>
            {purchase.paymentMethodLabel}
            {paymentNote(
              purchase.paymentStatus,
              purchase.orders.map((order) => order.status),
            )}
          </dd>
        </div>
        {purchase.invoiceCredit?.state === 'billed' ? (
          <div className="flex justify-between gap-3 py-1">
            <dt className="shrink-0 text-slate-600">ご請求</dt>
            <dd className="text-right" data-testid="invoice-credit-billing">
              {invoiceCreditBilling(purchase.invoiceCredit.billingMonth, purchase.invoiceCredit.dueDate)}
            </dd>
          </div>
        ) : null}
      </dl>

      <Section title="ご注文商品">
        <div className="space-y-4">
          {purchase.orders.map((order) => (
            <OrderCard
              key={order.orderId}
              order={order}
              extraActions={
                <>
                  <Button variant="secondary" onClick={() => void repeat(order)}>
                    リピート注文する
                  </Button>
                  <Button variant="secondary" onClick={() => void reorderWithChanges(order)}>
                    仕様を変えてリピート注文
                  </Button>
                </>
              }
            />
          ))}
        </div>
      </Section>

      <Section title="お支払い金額">
        <Amounts purchase={purchase} />
      </Section>

      <Section title="お届け先・発送元">
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div>
            <h3 className="mb-1 text-sm font-bold text-slate-600">お届け先</h3>
            <AddressBlock address={purchase.destination} />
          </div>
          <div>
            <h3 className="mb-1 text-sm font-bold text-slate-600">発送元</h3>
            <AddressBlock address={purchase.source} />
          </div>
          <p className="text-sm text-slate-700">お届け時間帯：{purchase.deliveryTimeLabel}</p>
          {purchase.actions.shipmentChangeable ? (
            <Button variant="secondary" onClick={() => setOpen('shipment')}>
              お届け先を変更する
            </Button>
          ) : null}
        </div>
      </Section>

      <Section title="各種お手続き">
        <div className="flex flex-wrap gap-3">
          {purchase.actions.invoice ? (
            <Button variant="secondary" onClick={() => setOpen('invoice')}>
              請求書を発行する
            </Button>
          ) : null}
          {purchase.actions.receipt ? (
            <Button variant="secondary" onClick={() => setOpen('receipt')}>
              {purchase.receiptsIssued > 0 ? '領収書を再発行する' : '領収書を発行する'}
            </Button>
          ) : null}
          {purchase.actions.cancellable ? (
            <Button variant="danger" onClick={() => setOpen('cancel')}>
              ご注文をキャンセルする
            </Button>
          ) : null}
        </div>
        {!purchase.actions.invoice ? (
          <p className="mt-2 text-sm text-slate-600">請求書・領収書はお支払いの確認後に発行いただけます。</p>
        ) : !purchase.paid ? (
          // A 請求書 before the transfer (decision 0753); the 領収書 waits for the money.
          <p className="mt-2 text-sm text-slate-600">
            お支払い用の請求書を発行いただけます。領収書はご入金の確認後に発行いただけます。
          </p>
        ) : null}
      </Section>

      <CancelDialog
        purchaseId={purchase.purchaseId}
        consequences={cancelConsequences(purchase)}
        open={open === 'cancel'}
        onClose={close}
      />
      {purchase.actions.shipmentChangeable ? (
        <ShipmentDialog purchase={purchase} open={open === 'shipment'} onClose={close} />
      ) : null}
      {(['invoice', 'receipt'] as const).map((kind) => (
        <DocumentDialog
          key={kind}
          kind={kind}
          purchaseId={purchase.purchaseId}
          reissue={purchase.receiptsIssued > 0}
          memberAddressee={memberAddressee}
          open={open === kind}
          onClose={close}
        />
      ))}
    </>
  );
}

export function HistoryScreen({ purchaseId, products, addToCart, memberAddressee }: HistoryScreenProps) {
  const query = usePurchase(purchaseId);

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <MessagePage
        title="ご注文が見つかりません"
        actions={<ButtonLink to={paths.mypageHistories.href()}>ご注文履歴へ</ButtonLink>}
      >
        <p>ご注文番号 {purchaseId} のご注文は見つかりませんでした。ご注文番号をお確かめください。</p>
      </MessagePage>
    );
  }

  return (
    <PageContainer>
      <PageHeader title="ご注文詳細" />
      {query.isPending ? <p role="status">読み込んでいます…</p> : null}
      {query.isError ? <FormAlert message={query.error.message} /> : null}
      {query.data ? (
        <PurchaseDetail
          purchase={query.data}
          products={products}
          addToCart={addToCart}
          memberAddressee={memberAddressee}
        />
      ) : null}
      <div className="mt-8">
        <ButtonLink to={paths.mypageHistories.href()} variant="secondary">
          ご注文履歴へ戻る
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
