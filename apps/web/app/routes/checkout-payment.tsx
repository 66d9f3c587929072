import { fastDeliveryNotice, findProduct, sampleCatalogueSource } from '@shop/domain/catalog';
import { pageMeta } from '~/config/site';
import { useUser } from '~/features/auth/api/get-user';
import { MemberCheckPending, RequireMember } from '~/features/auth/components/require-member';
import { ensureCartHydrated, useCartHydrated, useCartStore, useCartTotal } from '~/features/cart/store';
import { PaymentScreen } from '~/features/checkout/components/payment-screen';
import { useCheckoutHydrated } from '~/features/checkout/store';
import type { Route } from './+types/checkout-payment';

export const meta: Route.MetaFunction = () => pageMeta('お支払い方法の選択');

export default function CheckoutPaymentRoute() {
  return (
    <RequireMember>
      <CheckoutPayment />
    </RequireMember>
  );
}

function CheckoutPayment() {
  ensureCartHydrated();
  const cartReady = useCartHydrated();
  const checkoutReady = useCheckoutHydrated();
  const items = useCartStore((state) => state.items);
  const total = useCartTotal();
  const user = useUser();
  if (!cartReady || !checkoutReady || !user.data) return <MemberCheckPending />;
  // Spec point 9: satin (154) with 2-day net delivery asks for the customer's acknowledgement. The
  // products as written, not parsed: the rule reads one field, and zod stays out (decision 0563).
  const notice =
    items
      .map((item) => {
        const product = findProduct(sampleCatalogueSource, item.product.id);
        return product ? fastDeliveryNotice(product, item) : null;
      })
      .find((lines) => lines !== null) ?? null;
  return (
    <PaymentScreen
      cartTotal={total}
      itemCount={items.length}
      holdingPoint={user.data.holdingPoint}
      satinNotice={notice}
    />
  );
}
