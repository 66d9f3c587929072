import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { requirePurchaseId } from '~/lib/purchase-id';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/mypage-done';

export const meta: Route.MetaFunction = () => pageMeta('お手続きが完了しました');

// Only an 11-digit purchase number matches; anything else is the 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { purchaseId: requirePurchaseId(params.purchaseId) };
}

export default function MypageDoneRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MessagePage
      title="お手続きが完了しました"
      actions={
        <>
          <ButtonLink to={paths.mypageHistory.href(loaderData.purchaseId)}>ご注文内容を確認する</ButtonLink>
          <ButtonLink to={paths.mypage.href()} variant="secondary">
            マイページへ
          </ButtonLink>
        </>
      }
    >
      <p>
        ご注文番号：<strong className="font-mono text-lg tracking-wider">{loaderData.purchaseId}</strong>
      </p>
      <p>お手続きが完了しました。ご利用いただき、誠にありがとうございます。</p>
    </MessagePage>
  );
}
