import { paths } from '../../../config/paths';
import { ButtonLink, MessagePage } from '../../../ui/page';

/** /checkout/done/{purchaseId} and /purchase/done/{purchaseId}: the order went through. */
export function PurchaseDoneScreen({ purchaseId }: { purchaseId: string }) {
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
