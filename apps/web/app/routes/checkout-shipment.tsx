import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/checkout-shipment';

export const meta: Route.MetaFunction = () => pageMeta('お届け先・発送元の指定');

export default function CheckoutShipmentRoute() {
  return (
    <PlaceholderPage
      title="お届け先・発送元の指定"
      purpose="商品のお届け先と発送元（ご依頼主）、配達時間帯をご指定いただくページです。"
    />
  );
}
