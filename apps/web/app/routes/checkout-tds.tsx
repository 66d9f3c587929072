import { pageMeta } from '~/config/site';
import { RequireMember } from '~/features/auth/components/require-member';
import { TdsScreen } from '~/features/checkout/components/tds-screen';
import type { Route } from './+types/checkout-tds';

export const meta: Route.MetaFunction = () => pageMeta('本人認証（3Dセキュア）');

export default function CheckoutTdsRoute() {
  return (
    <RequireMember>
      <TdsScreen />
    </RequireMember>
  );
}
