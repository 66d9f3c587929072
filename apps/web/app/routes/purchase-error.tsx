import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/purchase-error';

export const meta: Route.MetaFunction = () => pageMeta('お手続きを完了できませんでした');

export default function PurchaseErrorRoute() {
  return (
    <MessagePage
      title="お手続きを完了できませんでした"
      actions={
        <>
          <ButtonLink to={paths.mypage.href()}>マイページへ</ButtonLink>
          <ButtonLink to={paths.contact.href()} variant="secondary">
            お問い合わせ
          </ButtonLink>
        </>
      }
    >
      <p>申し訳ございません。お支払いの処理中に問題が発生したため、お手続きは完了していません。</p>
      <p>お手数ですが、時間をおいてもう一度お試しください。解決しない場合はお問い合わせください。</p>
    </MessagePage>
  );
}
