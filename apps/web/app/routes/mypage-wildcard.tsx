import { useEffect } from 'react';
import { pageMeta } from '~/config/site';
import { EmailVerificationNotice } from '~/features/auth/components/email-verification-notice';
import { RequireMember } from '~/features/auth/components/require-member';
import { ensureCartHydrated, useCartStore } from '~/features/cart/store';
import { MypageScreen } from '~/features/mypage/components/mypage-screen';
import type { Route } from './+types/mypage-wildcard';

export const meta: Route.MetaFunction = () => pageMeta('マイページ');

// Any other /mypage/... address shows My page itself (spec point 2's wildcard).
export default function MypageWildcardRoute() {
  const addItem = useCartStore((state) => state.addItem);
  useEffect(() => ensureCartHydrated(), []);
  return (
    <RequireMember>
      <MypageScreen addToCart={(item) => void addItem(item)} notice={<EmailVerificationNotice />} />
    </RequireMember>
  );
}
