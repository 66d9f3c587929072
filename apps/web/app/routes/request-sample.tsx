import { pageMeta } from '~/config/site';
import { useMemberContact } from '~/features/auth/api/get-user';
import { selectableProducts, useProducts } from '~/features/catalog/api/get-products';
import { SampleRequestScreen } from '~/features/requests/components/sample-request-screen';
import type { Route } from './+types/request-sample';

export const meta: Route.MetaFunction = () => pageMeta('無料サンプルのお申し込み');

export default function RequestSampleRoute() {
  // The samples on offer are the materials the shop sells (decision 0446).
  const products = useProducts();
  const member = useMemberContact();
  const samples = products.data ? selectableProducts(products.data) : products.isError ? [] : undefined;
  return <SampleRequestScreen samples={samples} member={member} />;
}
