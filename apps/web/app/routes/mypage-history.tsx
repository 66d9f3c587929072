import { useEffect } from 'react';
import { pageMeta } from '~/config/site';
import { useUser } from '~/features/auth/api/get-user';
import { RequireMember } from '~/features/auth/components/require-member';
import { ensureCartHydrated, useCartStore } from '~/features/cart/store';
import { useProducts } from '~/features/catalog/api/get-products';
import { HistoryScreen } from '~/features/mypage/components/history-screen';
import { requirePurchaseId } from '~/lib/purchase-id';
import type { Route } from './+types/mypage-history';

export const meta: Route.MetaFunction = () => pageMeta('ご注文詳細');

// Only an 11-digit purchase number matches; anything else is the 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { purchaseId: requirePurchaseId(params.purchaseId) };
}

export default function MypageHistoryRoute({ loaderData }: Route.ComponentProps) {
  const products = useProducts();
  const addItem = useCartStore((state) => state.addItem);
  const user = useUser();
  // The stored cart is read before a repeat is added, so the addition never overwrites it.
  useEffect(() => ensureCartHydrated(), []);
  return (
    <RequireMember>
      <HistoryScreen
        purchaseId={loaderData.purchaseId}
        products={products.data ?? []}
        addToCart={(item) => void addItem(item)}
        memberAddressee={user.data?.estimateTo ?? ''}
      />
    </RequireMember>
  );
}
