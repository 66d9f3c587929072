import { pageMeta } from '~/config/site';
import { PayPayWaitingScreen } from '~/features/checkout/components/paypay-waiting-screen';
import type { Route } from './+types/checkout-paypay';

export const meta: Route.MetaFunction = () => pageMeta('お支払いの確認');

export default function CheckoutPayPayRoute({ params }: Route.ComponentProps) {
  return <PayPayWaitingScreen reference={params.reference} />;
}
