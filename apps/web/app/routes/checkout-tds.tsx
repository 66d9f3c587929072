import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/checkout-tds';

export const meta: Route.MetaFunction = () => pageMeta('本人認証（3Dセキュア）');

export default function CheckoutTdsRoute() {
  return (
    <PlaceholderPage
      title="本人認証（3Dセキュア）"
      purpose="クレジットカード会社による本人認証（3Dセキュア）を行うページです。カード会社の画面の案内に従って認証を完了してください。"
    />
  );
}
