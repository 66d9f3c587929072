// /checkout/error and /purchase/error: the order was not placed; the cart is kept and the reason
// the server (or the card provider) gave is shown.
import { paths } from '../../../config/paths';
import { ButtonLink, MessagePage } from '../../../ui/page';
import { useCheckoutHydrated, useCheckoutStore } from '../store';

/** `fromUrl`: the message the 3-D Secure return put in `?message=`; else the purchase's own. */
export function PurchaseErrorScreen({ fromUrl, title }: { fromUrl: string | null; title: string }) {
  const hydrated = useCheckoutHydrated();
  const stored = useCheckoutStore((state) => state.errorMessage);
  const message = fromUrl ?? (hydrated ? stored : '');
  return (
    <MessagePage
      title={title}
      actions={
        <>
          <ButtonLink to={paths.checkoutPayment.href()}>お支払い方法の選択へ戻る</ButtonLink>
          <ButtonLink to={paths.cart.href()} variant="secondary">
            カートへ戻る
          </ButtonLink>
          <ButtonLink to={paths.contact.href()} variant="secondary">
            お問い合わせ
          </ButtonLink>
        </>
      }
    >
      {message ? (
        <p role="alert" className="font-bold text-red-800">
          {message}
        </p>
      ) : null}
      <p>申し訳ございません。ご注文の処理中に問題が発生したため、ご注文は確定していません。</p>
      <p>
        カートの内容はそのまま残っています。お支払い情報をご確認のうえ、もう一度お試しください。解決しない場合はお問い合わせください。
      </p>
    </MessagePage>
  );
}
