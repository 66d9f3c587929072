import { fastDeliveryNotice, findProduct, sampleCatalogueSource } from '@shop/domain/catalog';
import { pageMeta } from '~/config/site';
import { useUser } from '~/features/auth/api/get-user';
import { useRequireMember } from '~/features/auth/components/require-member';
import { ensureCartHydrated, useCartHydrated, useCartStore, useCartTotal } from '~/features/cart/store';
import { PaymentScreen } from '~/features/checkout/components/payment-screen';
import { useCheckoutHydrated } from '~/features/checkout/store';
import type { Route } from './+types/checkout-payment';

export const meta: Route.MetaFunction = () => pageMeta('お支払い方法の選択');

// The form is drawn at once, in the prerendered page too: it needs neither the member nor the
// cart (decision 0675). A visitor is still sent to /login by the member check; the points and the
// amounts follow when the cart and the member's data are read.
export default function CheckoutPaymentRoute() {
  const isAuthed = useRequireMember();
  ensureCartHydrated();
  const cartReady = useCartHydrated();
  const checkoutReady = useCheckoutHydrated();
  const items = useCartStore((state) => state.items);
  const total = useCartTotal();
  const user = useUser();
  // Spec point 9: satin (154) with 2-day net delivery asks for the customer's acknowledgement. The
  // products as written, not parsed: the rule reads one field, and zod stays out (decision 0563).
  const notice = cartReady
    ? (items
        .map((item) => {
          const product = findProduct(sampleCatalogueSource, item.product.id);
          return product ? fastDeliveryNotice(product, item) : null;
        })
        .find((lines) => lines !== null) ?? null)
    : null;
  return (
    <PaymentScreen
      cart={cartReady && checkoutReady ? { total, itemCount: items.length } : null}
      holdingPoint={isAuthed === true && user.data ? user.data.holdingPoint : null}
      satinNotice={notice}
    />
  );
}
