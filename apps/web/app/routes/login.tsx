import { pageMeta } from '~/config/site';
import { LoginScreen } from '~/features/auth/components/login-screen';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => pageMeta('ログイン');

export default function LoginRoute() {
  return <LoginScreen />;
}
