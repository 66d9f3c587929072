import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/checkout-payment';

export const meta: Route.MetaFunction = () => pageMeta('お支払い方法の選択');

export default function CheckoutPaymentRoute() {
  return (
    <PlaceholderPage
      title="お支払い方法の選択"
      purpose="クレジットカード・代金引換・ポイントからお支払い方法をお選びいただき、クーポンやポイントのご利用を指定するページです。"
    />
  );
}
