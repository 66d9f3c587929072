import { useEffect } from 'react';
import { pageMeta } from '~/config/site';
import { EmailVerificationNotice } from '~/features/auth/components/email-verification-notice';
import { RequireMember } from '~/features/auth/components/require-member';
import { ensureCartHydrated, useCartStore } from '~/features/cart/store';
import { MypageScreen } from '~/features/mypage/components/mypage-screen';
import type { Route } from './+types/mypage';

export const meta: Route.MetaFunction = () => pageMeta('マイページ');

export default function MypageRoute() {
  const addItem = useCartStore((state) => state.addItem);
  // The stored cart is read before an estimate is added, so the addition never overwrites it.
  useEffect(() => ensureCartHydrated(), []);
  return (
    <RequireMember>
      <MypageScreen addToCart={(item) => void addItem(item)} notice={<EmailVerificationNotice />} />
    </RequireMember>
  );
}
