import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/mypage-shipment';

export const meta: Route.MetaFunction = () => pageMeta('発送元・お届け先の管理');

export default function MypageShipmentRoute() {
  return (
    <PlaceholderPage
      title="発送元・お届け先の管理"
      purpose="ご注文時に選べる発送元（ご依頼主）とお届け先の住所を、登録・変更・削除できるページです。"
    />
  );
}
