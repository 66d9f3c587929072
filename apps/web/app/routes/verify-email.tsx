import { pageMeta } from '~/config/site';
import { VerifyEmailScreen } from '~/features/auth/components/verify-email-screen';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = () => pageMeta('メールアドレスの確認');

export default function VerifyEmailRoute({ params }: Route.ComponentProps) {
  return <VerifyEmailScreen key={params.token} token={params.token} />;
}
