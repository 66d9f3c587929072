import { pageMeta } from '~/config/site';
import { MypageScreen } from '~/features/mypage/components/mypage-screen';
import type { Route } from './+types/mypage-wildcard';

export const meta: Route.MetaFunction = () => pageMeta('マイページ');

export default function MypageWildcardRoute() {
  return <MypageScreen />;
}
