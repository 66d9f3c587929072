import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/checkout-error';

export const meta: Route.MetaFunction = () => pageMeta('ご注文を完了できませんでした');

export default function CheckoutErrorRoute() {
  return (
    <MessagePage
      title="ご注文を完了できませんでした"
      actions={
        <>
          <ButtonLink to={paths.cart.href()}>カートへ戻る</ButtonLink>
          <ButtonLink to={paths.contact.href()} variant="secondary">
            お問い合わせ
          </ButtonLink>
        </>
      }
    >
      <p>申し訳ございません。ご注文の処理中に問題が発生したため、ご注文は確定していません。</p>
      <p>
        お手数ですが、カートの内容とお支払い情報をご確認のうえ、もう一度お試しください。解決しない場合はお問い合わせください。
      </p>
    </MessagePage>
  );
}
