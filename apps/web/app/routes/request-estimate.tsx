import { pageMeta } from '~/config/site';
import { useMemberContact } from '~/features/auth/api/get-user';
import { selectableProducts, useProducts } from '~/features/catalog/api/get-products';
import { EstimateRequestScreen } from '~/features/requests/components/estimate-request-screen';
import type { Route } from './+types/request-estimate';

export const meta: Route.MetaFunction = () => pageMeta('お見積りのご依頼');

export default function RequestEstimateRoute() {
  // The material select offers the materials the shop sells.
  const products = useProducts();
  const member = useMemberContact();
  const materials = products.data
    ? selectableProducts(products.data).map((product) => product.name)
    : products.isError
      ? []
      : undefined;
  return <EstimateRequestScreen materials={materials} member={member} />;
}
