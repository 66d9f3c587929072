import { prefectureLabel } from '@shop/domain/prefectures';
import { pageMeta } from '~/config/site';
import { useAddresses } from '~/features/address-book/api/get-addresses';
import { useUser } from '~/features/auth/api/get-user';
import { MemberCheckPending, RequireMember } from '~/features/auth/components/require-member';
import { wireItem } from '~/features/cart/api/calc-price';
import { ensureCartHydrated, useCartHydrated, useCartStore, useCartTotal } from '~/features/cart/store';
import { ShipmentScreen, type AddressOption } from '~/features/checkout/components/shipment-screen';
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

interface Addressed {
  id: number;
  addressLevel1: string;
  addressLevel2: string;
  addressLine1: string;
  familyName: string;
  givenName: string;
  organization: string;
}

function option(address: Addressed): AddressOption {
  const who = address.organization || `${address.familyName} ${address.givenName} 様`;
  return {
    id: address.id,
    label: `${who}（${prefectureLabel(address.addressLevel1)}${address.addressLevel2}${address.addressLine1}）`,
  };
}

function CheckoutShipment() {
  ensureCartHydrated();
  const cartReady = useCartHydrated();
  const checkoutReady = useCheckoutHydrated();
  const items = useCartStore((state) => state.items);
  const clearCart = useCartStore((state) => state.clear);
  const total = useCartTotal();
  const user = useUser();
  const sources = useAddresses('sources');
  const destinations = useAddresses('destinations');
  if (!cartReady || !checkoutReady || !user.data || sources.isPending || destinations.isPending) {
    return <MemberCheckPending />;
  }
  const own: AddressOption = {
    ...option({ ...user.data, id: 0 }),
    label: `ご登録のご住所：${option({ ...user.data, id: 0 }).label}`,
  };
  return (
    <ShipmentScreen
      cartTotal={total}
      holdingPoint={user.data.holdingPoint}
      items={items.map(wireItem)}
      sources={[own, ...(sources.data ?? []).map(option)]}
      destinations={[own, ...(destinations.data ?? []).map(option)]}
      clearCart={clearCart}
    />
  );
}
