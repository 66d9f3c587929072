import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { ButtonLink, MessagePage } from '../../../ui/page';
import { useCheckoutHydrated, useCheckoutStore } from '../store';
import { thankOnce } from '../thanks';

/** /checkout/done/{purchaseId} and /purchase/done/{purchaseId}: the order went through. */
export function PurchaseDoneScreen({ purchaseId, clearCart }: { purchaseId: string; clearCart: () => void }) {
  const hydrated = useCheckoutHydrated();
  useEffect(() => {
    // Back from 3-D Secure: the purchase went through, so the cart and consents go now.
    if (hydrated && useCheckoutStore.getState().tds) {
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
      <p>
        ご注文を承りました。入稿データのアップロードや進行状況の確認は、マイページの「ご注文履歴」から行えます。
      </p>
    </MessagePage>
  );
}
