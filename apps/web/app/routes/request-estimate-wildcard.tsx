import { pageMeta } from '~/config/site';
import { EstimateRequestScreen } from '~/features/requests/components/estimate-request-screen';
import type { Route } from './+types/request-estimate-wildcard';

export const meta: Route.MetaFunction = () => pageMeta('お見積りのご依頼');

export default function RequestEstimateWildcardRoute() {
  return <EstimateRequestScreen />;
}
