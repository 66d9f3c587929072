import { dayFromEpochSeconds, type Holiday } from '@shop/domain/calendar';
import { useMemo } from 'react';
import { pageMeta } from '~/config/site';
import { addressOptions } from '~/features/address-book/address-option';
import { useAddresses } from '~/features/address-book/api/get-addresses';
import { useUser } from '~/features/auth/api/get-user';
import { MemberCheckPending, RequireMember } from '~/features/auth/components/require-member';
import { useHolidays } from '~/features/calendar/api/get-holidays';
import { wireItem } from '~/features/cart/api/calc-price';
import { cartReviewLines } from '~/features/cart/review-lines';
import { ensureCartHydrated, useCartHydrated, useCartStore, useCartTotal } from '~/features/cart/store';
import { useProducts } from '~/features/catalog/api/get-products';
import { ReviewScreen } from '~/features/checkout/components/review-screen';
import { useCheckoutHydrated } from '~/features/checkout/store';
import type { Route } from './+types/checkout-confirmation';

export const meta: Route.MetaFunction = () => pageMeta('ご注文内容の確認');

export default function CheckoutConfirmationRoute() {
  return (
    <RequireMember>
      <CheckoutConfirmation />
    </RequireMember>
  );
}

function CheckoutConfirmation() {
  ensureCartHydrated();
  const cartReady = useCartHydrated();
  const checkoutReady = useCheckoutHydrated();
  const items = useCartStore((state) => state.items);
  const clearCart = useCartStore((state) => state.clear);
  const total = useCartTotal();
  const user = useUser();
  const products = useProducts();
  const holidays = useHolidays();
  const sources = useAddresses('sources');
  const destinations = useAddresses('destinations');
  const calendar = useMemo<Holiday[] | null>(
    () =>
      holidays.data?.map((holiday) => ({
        day: dayFromEpochSeconds(holiday.day),
        description: holiday.description,
      })) ?? null,
    [holidays.data],
  );
  if (!cartReady || !checkoutReady || !user.data || sources.isPending || destinations.isPending) {
    return <MemberCheckPending />;
  }
  return (
    <ReviewScreen
      lines={cartReviewLines(items, products.data, calendar, new Date())}
      items={items.map(wireItem)}
      cartTotal={total}
      holdingPoint={user.data.holdingPoint}
      sources={addressOptions(user.data, sources.data ?? [])}
      destinations={addressOptions(user.data, destinations.data ?? [])}
      clearCart={clearCart}
    />
  );
}
