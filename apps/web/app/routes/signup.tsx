import { pageMeta } from '~/config/site';
import { SignupScreen } from '~/features/auth/components/signup-screen';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () => pageMeta('会員登録');

export default function SignupRoute() {
  return <SignupScreen />;
}
