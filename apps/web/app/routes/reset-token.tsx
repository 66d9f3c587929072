import { pageMeta } from '~/config/site';
import { ResetTokenScreen } from '~/features/auth/components/reset-token-screen';
import type { Route } from './+types/reset-token';

export const meta: Route.MetaFunction = () => pageMeta('新しいパスワードの設定');

export default function ResetTokenRoute({ params }: Route.ComponentProps) {
  // A new link opened in the same tab starts over (checking → valid or invalid).
  return <ResetTokenScreen key={params.token} token={params.token} />;
}
