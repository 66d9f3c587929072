import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/mypage-histories';

export const meta: Route.MetaFunction = () => pageMeta('ご注文履歴');

export default function MypageHistoriesRoute() {
  return (
    <PlaceholderPage
      title="ご注文履歴"
      purpose="これまでのご注文と進行状況を確認し、入稿データのアップロード、キャンセル、請求書・領収書の発行、再注文ができるページです。"
    />
  );
}
