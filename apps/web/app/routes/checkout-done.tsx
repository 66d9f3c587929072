import { pageMeta } from '~/config/site';
import { RequireMember } from '~/features/auth/components/require-member';
import { clearOrderedCart } from '~/features/cart/store';
import { doneStateOf } from '~/features/checkout/done-state';
import { usePurchase } from '~/features/mypage/api/queries';
import { PurchaseDoneScreen } from '~/features/checkout/components/purchase-done-screen';
import { requirePurchaseId } from '~/lib/purchase-id';
import type { Route } from './+types/checkout-done';

export const meta: Route.MetaFunction = () => pageMeta('ご注文の完了');

// Only an 11-digit purchase number matches; anything else is the 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { purchaseId: requirePurchaseId(params.purchaseId) };
}

export default function CheckoutDoneRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequireMember>
      <Done purchaseId={loaderData.purchaseId} />
    </RequireMember>
  );
}

// The member's purchase decides the words: thanks only for an order that was placed (decision 0654).
function Done({ purchaseId }: { purchaseId: string }) {
  const purchase = usePurchase(purchaseId);
  return (
    <PurchaseDoneScreen
      purchaseId={purchaseId}
      state={doneStateOf(purchase)}
      clearCart={clearOrderedCart}
      bankTransfer={purchase.data?.bankTransfer ?? null}
      deferredPayment={purchase.data?.deferredPayment ?? null}
      invoiceCredit={purchase.data?.invoiceCredit ?? null}
      invoiceBeforePayment={purchase.data ? purchase.data.actions.invoice && !purchase.data.paid : false}
    />
  );
}
