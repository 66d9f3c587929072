import { pageMeta } from '~/config/site';
import { useCartStore } from '~/features/cart/store';
import { PurchaseDoneScreen } from '~/features/checkout/components/purchase-done-screen';
import { requirePurchaseId } from '~/lib/purchase-id';
import type { Route } from './+types/checkout-done';

export const meta: Route.MetaFunction = () => pageMeta('ご注文ありがとうございました');

// Only an 11-digit purchase number matches; anything else is the 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { purchaseId: requirePurchaseId(params.purchaseId) };
}

export default function CheckoutDoneRoute({ loaderData }: Route.ComponentProps) {
  const clearCart = useCartStore((state) => state.clear);
  return <PurchaseDoneScreen purchaseId={loaderData.purchaseId} clearCart={clearCart} />;
}
