import { dayFromEpochSeconds, type Holiday } from '@shop/domain/calendar';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ArrivalSlot } from '~/features/arrival/components/arrival-slot';
import { useHolidays } from '~/features/calendar/api/get-holidays';
import { useUser } from '~/features/auth/api/get-user';
import { useAuthStore } from '~/features/auth/store';
import { CartScreen } from '~/features/cart/components/cart-screen';
import { useProducts } from '~/features/catalog/api/get-products';
import { tokenStorage } from '~/lib/storage';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => pageMeta('カート');

/**
 * Members go to payment; visitors log in first and come back there (the auth store's backTo).
 * Until check-login has answered, a stored token counts as a member: the payment screen checks it
 * with the server anyway. Asked at the tap, never at render: the prerendered HTML knows no token.
 */
function checkoutTarget(): string {
  const payment = paths.checkoutPayment.href();
  const { isAuthed, setBackTo } = useAuthStore.getState();
  if (isAuthed ?? tokenStorage.get() !== null) return payment;
  setBackTo(payment);
  return paths.login.href();
}

export default function CartRoute() {
  const products = useProducts();
  const holidays = useHolidays();
  const navigate = useNavigate();
  const user = useUser();
  const calendar = useMemo<Holiday[] | null>(
    () =>
      holidays.data?.map((holiday) => ({
        day: dayFromEpochSeconds(holiday.day),
        description: holiday.description,
      })) ?? null,
    [holidays.data],
  );
  const onCheckout = useCallback(() => void navigate(checkoutTarget()), [navigate]);

  // The tag manager (when GTM_ID is set) must be there to pass view_cart on; started once per page.

  return (
    <CartScreen
      products={products.data}
      productsSettled={products.isSuccess || products.isError}
      holidays={calendar}
      onCheckout={onCheckout}
      memberAddressee={user.data?.estimateTo ?? ''}
      countdown={(netDays) => (
        <ArrivalSlot holidays={calendar} netDays={netDays} memberPrefecture={user.data?.addressLevel1} />
      )}
    />
  );
}
