import { pageMeta } from '~/config/site';
import { SignupConfirmationScreen } from '~/features/auth/components/signup-confirmation-screen';
import type { Route } from './+types/signup-confirmation';

export const meta: Route.MetaFunction = () => pageMeta('会員登録内容の確認');

export default function SignupConfirmationRoute() {
  return <SignupConfirmationScreen />;
}
