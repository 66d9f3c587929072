import { useSearchParams } from 'react-router';
import { pageMeta } from '~/config/site';
import { PurchaseErrorScreen } from '~/features/checkout/components/purchase-error-screen';
import type { Route } from './+types/purchase-error';

export const meta: Route.MetaFunction = () => pageMeta('お手続きを完了できませんでした');

export default function PurchaseErrorRoute() {
  const [search] = useSearchParams();
  return <PurchaseErrorScreen title="お手続きを完了できませんでした" fromUrl={search.get('message')} />;
}
