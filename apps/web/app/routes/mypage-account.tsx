import { pageMeta } from '~/config/site';
import { AccountScreen } from '~/features/auth/components/account-screen';
import { RequireMember } from '~/features/auth/components/require-member';
import type { Route } from './+types/mypage-account';

export const meta: Route.MetaFunction = () => pageMeta('会員情報の変更');

export default function MypageAccountRoute() {
  return (
    <RequireMember>
      <AccountScreen />
    </RequireMember>
  );
}
