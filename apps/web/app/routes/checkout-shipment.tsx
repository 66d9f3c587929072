import { pageMeta } from '~/config/site';
import { addressOptions } from '~/features/address-book/address-option';
import { useAddresses } from '~/features/address-book/api/get-addresses';
import { useUser } from '~/features/auth/api/get-user';
import { MemberCheckPending, RequireMember } from '~/features/auth/components/require-member';
import { ensureCartHydrated, useCartHydrated, useCartStore, useCartTotal } from '~/features/cart/store';
import { ShipmentScreen } from '~/features/checkout/components/shipment-screen';
import { useCheckoutHydrated } from '~/features/checkout/store';
import type { Route } from './+types/checkout-shipment';

export const meta: Route.MetaFunction = () => pageMeta('お届け先・発送元の指定');

export default function CheckoutShipmentRoute() {
  return (
    <RequireMember>
      <CheckoutShipment />
    </RequireMember>
  );
}

function CheckoutShipment() {
  ensureCartHydrated();
  const cartReady = useCartHydrated();
  const checkoutReady = useCheckoutHydrated();
  const items = useCartStore((state) => state.items);
  const total = useCartTotal();
  const user = useUser();
  const sources = useAddresses('sources');
  const destinations = useAddresses('destinations');
  if (!cartReady || !checkoutReady || !user.data || sources.isPending || destinations.isPending) {
    return <MemberCheckPending />;
  }
  return (
    <ShipmentScreen
      cartTotal={total}
      holdingPoint={user.data.holdingPoint}
      itemCount={items.length}
      sources={addressOptions(user.data, sources.data ?? [])}
      destinations={addressOptions(user.data, destinations.data ?? [])}
    />
  );
}
