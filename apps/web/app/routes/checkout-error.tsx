import { useSearchParams } from 'react-router';
import { pageMeta } from '~/config/site';
import { PurchaseErrorScreen } from '~/features/checkout/components/purchase-error-screen';
import type { Route } from './+types/checkout-error';

export const meta: Route.MetaFunction = () => pageMeta('ご注文を完了できませんでした');

export default function CheckoutErrorRoute() {
  const [search] = useSearchParams();
  return <PurchaseErrorScreen title="ご注文を完了できませんでした" fromUrl={search.get('message')} />;
}
