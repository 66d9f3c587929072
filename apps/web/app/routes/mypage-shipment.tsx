import { pageMeta } from '~/config/site';
import { AddressBookScreen } from '~/features/address-book/components/address-book-screen';
import { RequireMember } from '~/features/auth/components/require-member';
import type { Route } from './+types/mypage-shipment';

export const meta: Route.MetaFunction = () => pageMeta('発送元・お届け先の管理');

export default function MypageShipmentRoute() {
  return (
    <RequireMember>
      <AddressBookScreen />
    </RequireMember>
  );
}
