import { pageMeta } from '~/config/site';
import { SampleRequestScreen } from '~/features/requests/components/sample-request-screen';
import type { Route } from './+types/request-sample-wildcard';

export const meta: Route.MetaFunction = () => pageMeta('無料サンプルのお申し込み');

export default function RequestSampleWildcardRoute() {
  return <SampleRequestScreen />;
}
