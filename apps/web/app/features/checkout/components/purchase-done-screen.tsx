import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import type { BankTransfer, DeferredPayment } from '@shop/domain/answers';
import { invoiceCreditOrderNote, type InvoiceCreditPayment } from '@shop/domain/invoice-credit';
import type { PurchaseOutcome } from '@shop/domain/orders';

// Its own chunk, loaded for a bank-transfer purchase only (the 170 KB first-view budget).
const BankTransferPanel = lazy(() => import('../../bank-transfer/bank-transfer-panel'));
// Its own chunk too, for a 後払い purchase only (decision 0826).
const DeferredPaymentPanel = lazy(() => import('../../deferred-payment/deferred-payment-panel'));
import { paths } from '../../../config/paths';
import { ButtonLink, MessagePage, PageContainer } from '../../../ui/page';
import { useCheckoutHydrated, useCheckoutStore } from '../store';
import { thankOnce } from '../thanks';

/** /checkout/done/{purchaseId} and /purchase/done/{purchaseId}: the order went through. */
function PlacedScreen({
  purchaseId,
  clearCart,
  bankTransfer,
  deferredPayment,
  invoiceCredit,
  invoiceBeforePayment,
}: {
  purchaseId: string;
  clearCart: () => void;
  bankTransfer: BankTransfer | null;
  deferredPayment: DeferredPayment | null;
  invoiceCredit: InvoiceCreditPayment | null;
  invoiceBeforePayment: boolean;
}) {
  const hydrated = useCheckoutHydrated();
  useEffect(() => {
    // Back from 3-D Secure or PayPay: the purchase went through, so the cart and consents go now.
    if (hydrated && (useCheckoutStore.getState().tds || useCheckoutStore.getState().payPayPage)) {
      clearCart();
      useCheckoutStore.getState().finish();
    }
  }, [hydrated, clearCart]);

  useEffect(() => {
    // A failed thanks only loses the analytics event; the order itself is safe.
    thankOnce(purchaseId).catch(() => undefined);
  }, [purchaseId]);
  return (
    <MessagePage
      title="ご注文ありがとうございました"
      actions={
        <>
          <ButtonLink to={paths.mypageHistory.href(purchaseId)}>ご注文内容を確認する</ButtonLink>
          <ButtonLink to={paths.home.href()} variant="secondary">
            トップページへ
          </ButtonLink>
        </>
      }
    >
      <p>
        ご注文番号：<strong className="font-mono text-lg tracking-wider">{purchaseId}</strong>
      </p>
      {bankTransfer ? (
        <>
          <p>
            ご注文を承りました。下記の口座へのお振込みをお願いいたします。ご入金の確認後、入稿データのアップロードや進行状況の確認は、マイページの「ご注文履歴」から行えます。
          </p>
          <Suspense fallback={<p className="text-sm text-slate-600">お振込み先を表示しています…</p>}>
            <BankTransferPanel purchaseId={purchaseId} transfer={bankTransfer} />
          </Suspense>
          {invoiceBeforePayment ? (
            <p data-testid="invoice-before-payment">
              お支払い用の請求書（適格請求書）が必要な場合は、
              <Link
                to={paths.mypageHistory.href(purchaseId)}
                className="font-bold text-brand underline underline-offset-2"
              >
                ご注文内容
              </Link>
              の「各種お手続き」から発行いただけます。
            </p>
          ) : null}
        </>
      ) : deferredPayment ? (
        <>
          <p>
            {deferredPayment.screening === 'held'
              ? 'ご注文を承りました。後払いの審査が完了しましたら、メールでお知らせします。進行状況の確認は、マイページの「ご注文履歴」から行えます。'
              : 'ご注文を承りました。入稿データのアップロードや進行状況の確認は、マイページの「ご注文履歴」から行えます。'}
          </p>
          <Suspense fallback={<p className="text-sm text-slate-600">お支払い方法を表示しています…</p>}>
            <DeferredPaymentPanel deferred={deferredPayment} />
          </Suspense>
        </>
      ) : (
        <>
          <p>
            ご注文を承りました。入稿データのアップロードや進行状況の確認は、マイページの「ご注文履歴」から行えます。
          </p>
          {invoiceCredit ? (
            <p data-testid="invoice-credit-note">
              {invoiceCreditOrderNote(invoiceCredit.billingMonth, invoiceCredit.dueDate)}
            </p>
          ) : null}
        </>
      )}
    </MessagePage>
  );
}

/** What the done page knows of the purchase: its outcome, or that this member has no such purchase. */
export type DoneState = PurchaseOutcome | 'notFound' | 'loading' | 'unknown';

/**
 * The done page's words follow the purchase's real state (decision 0654): thanks only for an order
 * that was placed; never for a number that is not the member's purchase.
 */
export function PurchaseDoneScreen({
  purchaseId,
  state,
  clearCart,
  bankTransfer = null,
  deferredPayment = null,
  invoiceCredit = null,
  invoiceBeforePayment = false,
}: {
  purchaseId: string;
  state: DoneState;
  clearCart: () => void;
  /** 銀行振込: where and by when to pay (decision 0820). */
  bankTransfer?: BankTransfer | null;
  /** 後払い: the screening's state (decision 0826). */
  deferredPayment?: DeferredPayment | null;
  /** 掛け払い: the month's invoice the order is billed on. */
  invoiceCredit?: InvoiceCreditPayment | null;
  /** A 請求書 can be issued before the transfer (the purchase's own action, decision 0753). */
  invoiceBeforePayment?: boolean;
}) {
  switch (state) {
    case 'loading':
      return <PageLoadingMessage />;
    // 'unknown': the purchase could not be read (connection); the page was reached from the checkout.
    case 'placed':
    case 'unknown':
      return (
        <PlacedScreen
          purchaseId={purchaseId}
          clearCart={clearCart}
          bankTransfer={bankTransfer}
          deferredPayment={deferredPayment}
          invoiceCredit={invoiceCredit}
          invoiceBeforePayment={invoiceBeforePayment}
        />
      );
    case 'notFound':
      return (
        <MessagePage title="ご注文が見つかりません" actions={<HistoryLinks />}>
          <p>
            ご注文番号 <span className="font-mono">{purchaseId}</span>{' '}
            のご注文は見つかりませんでした。番号をご確認のうえ、マイページのご注文履歴からお確かめください。
          </p>
        </MessagePage>
      );
    case 'awaitingPayment':
      return (
        <MessagePage title="お支払いが完了していません" actions={<HistoryLinks purchaseId={purchaseId} />}>
          <p>
            ご注文番号 <span className="font-mono">{purchaseId}</span>{' '}
            のお支払い（カードの本人認証、またはPayPayでのお支払い）が完了していないため、ご注文はまだ確定していません。ご注文内容の画面から、お支払いを完了するか、ご注文を取り消すことができます。
          </p>
        </MessagePage>
      );
    case 'notPlaced':
      return (
        <MessagePage title="ご注文は確定していません" actions={<HistoryLinks />}>
          <p>
            ご注文番号 <span className="font-mono">{purchaseId}</span>{' '}
            のお支払いが完了しなかったため、ご注文は確定していません。代金は請求されていません。
          </p>
        </MessagePage>
      );
    case 'cancelled':
      return (
        <MessagePage
          title="このご注文はキャンセルされています"
          actions={<HistoryLinks purchaseId={purchaseId} />}
        >
          <p>
            ご注文番号 <span className="font-mono">{purchaseId}</span>{' '}
            のご注文はキャンセルされています。返金などの状況はご注文内容の画面でご確認いただけます。
          </p>
        </MessagePage>
      );
  }
}

function HistoryLinks({ purchaseId }: { purchaseId?: string }) {
  return (
    <>
      {purchaseId ? (
        <ButtonLink to={paths.mypageHistory.href(purchaseId)}>ご注文内容を確認する</ButtonLink>
      ) : (
        <ButtonLink to={paths.mypageHistories.href()}>ご注文履歴へ</ButtonLink>
      )}
      <ButtonLink to={paths.home.href()} variant="secondary">
        トップページへ
      </ButtonLink>
    </>
  );
}

function PageLoadingMessage() {
  return (
    <PageContainer>
      <p role="status" className="min-h-svh py-12 text-slate-700">
        ご注文を確認しています…
      </p>
    </PageContainer>
  );
}
