import { pageMeta } from '~/config/site';
import { requirePurchaseId } from '~/lib/purchase-id';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/mypage-history';

export const meta: Route.MetaFunction = () => pageMeta('ご注文詳細');

// Only an 11-digit purchase number matches; anything else is the 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { purchaseId: requirePurchaseId(params.purchaseId) };
}

export default function MypageHistoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PlaceholderPage
      title="ご注文詳細"
      purpose={`ご注文番号 ${loaderData.purchaseId} のご注文内容・お届け先・進行状況を確認し、入稿データのアップロードや発送先の変更、請求書・領収書の発行ができるページです。`}
    />
  );
}
