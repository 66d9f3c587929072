import { dayFromEpochSeconds, type Holiday } from '@shop/domain/calendar';
import { Suspense, useMemo } from 'react';
import { pageMeta } from '~/config/site';
import { addressOptions } from '~/features/address-book/address-option';
import { useAddresses } from '~/features/address-book/api/get-addresses';
import { preloadArrivalWords, useArrivalWords } from '~/features/arrival/use-arrival-words';
import { useUser } from '~/features/auth/api/get-user';
import { MemberCheckPending, RequireMember } from '~/features/auth/components/require-member';
import { useHolidays } from '~/features/calendar/api/get-holidays';
import { wireItem } from '~/features/cart/api/calc-price';
import { cartReviewLines } from '~/features/cart/review-lines';
import {
  clearOrderedCart,
  ensureCartHydrated,
  useCartHydrated,
  useCartStore,
  useCartTotal,
} from '~/features/cart/store';
import { useProducts } from '~/features/catalog/api/get-products';
import { useCheckoutHydrated, useCheckoutStore } from '~/features/checkout/store';
import { lazyWithPreload } from '~/lib/lazy-with-preload';
import type { Route } from './+types/checkout-confirmation';

export const meta: Route.MetaFunction = () => pageMeta('ご注文内容の確認');

// The arrival words load beside the holidays, which date the lines anyway (decision 0804).
if (typeof document !== 'undefined') void preloadArrivalWords().catch(() => undefined);

// The review cannot show before the member, the cart and the addresses are read, so its code loads
// beside them rather than with the page's first view (decision 0564, as the configurator's in 0676).
const review = lazyWithPreload(() =>
  import('~/features/checkout/components/review-screen').then((module) => module.ReviewScreen),
);
if (typeof document !== 'undefined') review.preload();

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
  const total = useCartTotal();
  const user = useUser();
  const products = useProducts();
  const holidays = useHolidays();
  const sources = useAddresses('sources');
  const destinations = useAddresses('destinations');
  const destinationId = useCheckoutStore((state) => state.destination);
  // The arrival day is counted to the chosen destination; the registered address is id 0, and the
  // review names it too when the chosen entry is gone.
  const destination = destinations.data?.find((address) => address.id === destinationId) ?? user.data;
  const arrival = useArrivalWords(destination?.addressLevel1);
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
    <Suspense fallback={<MemberCheckPending />}>
      <review.Component
        lines={cartReviewLines(items, products.data, calendar, new Date(), arrival)}
        items={items.map(wireItem)}
        cartTotal={total}
        holdingPoint={user.data.holdingPoint}
        sources={addressOptions(user.data, sources.data ?? [])}
        destinations={addressOptions(user.data, destinations.data ?? [])}
        clearCart={clearOrderedCart}
      />
    </Suspense>
  );
}
