import { pageMeta } from '~/config/site';
import { ResetRequestScreen } from '~/features/auth/components/reset-request-screen';
import type { Route } from './+types/reset';

export const meta: Route.MetaFunction = () => pageMeta('パスワードの再設定');

export default function ResetRoute() {
  return <ResetRequestScreen />;
}
