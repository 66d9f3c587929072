import { pageMeta } from '~/config/site';
import { RequireMember } from '~/features/auth/components/require-member';
import { HistoriesScreen } from '~/features/mypage/components/histories-screen';
import type { Route } from './+types/mypage-histories';

export const meta: Route.MetaFunction = () => pageMeta('ご注文履歴');

export default function MypageHistoriesRoute() {
  return (
    <RequireMember>
      <HistoriesScreen />
    </RequireMember>
  );
}
