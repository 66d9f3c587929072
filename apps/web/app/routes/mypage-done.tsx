import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { RequireMember } from '~/features/auth/components/require-member';
import { doneStateOf } from '~/features/mypage/done-message';
import { requirePurchaseId } from '~/lib/purchase-id';
import { ButtonLink, MessagePage } from '~/ui/page';
import { useLocation } from 'react-router';
import type { Route } from './+types/mypage-done';

export const meta: Route.MetaFunction = () => pageMeta('お手続きが完了しました');

// Only an 11-digit purchase number matches; anything else is the 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { purchaseId: requirePurchaseId(params.purchaseId) };
}

export default function MypageDoneRoute({ loaderData }: Route.ComponentProps) {
  const { message, purchaseGone } = doneStateOf(useLocation().state);
  return (
    <RequireMember>
      <MessagePage
        title="お手続きが完了しました"
        actions={
          <>
            {purchaseGone ? null : (
              <ButtonLink to={paths.mypageHistory.href(loaderData.purchaseId)}>
                ご注文内容を確認する
              </ButtonLink>
            )}
            <ButtonLink to={paths.mypage.href()} variant="secondary">
              マイページへ
            </ButtonLink>
          </>
        }
      >
        <p>
          ご注文番号：<strong className="font-mono text-lg tracking-wider">{loaderData.purchaseId}</strong>
        </p>
        <p role="status" data-testid="done-message">
          {message ?? 'お手続きが完了しました。'}
        </p>
        {/* Reached after a cancellation: no thanks for a purchase (decision 0654). */}
        <p>ご不明な点がございましたら、お問い合わせください。</p>
      </MessagePage>
    </RequireMember>
  );
}
