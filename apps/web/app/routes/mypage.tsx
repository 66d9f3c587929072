import { pageMeta } from '~/config/site';
import { MypageScreen } from '~/features/mypage/components/mypage-screen';
import type { Route } from './+types/mypage';

export const meta: Route.MetaFunction = () => pageMeta('マイページ');

export default function MypageRoute() {
  return <MypageScreen />;
}
