import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/mypage-account';

export const meta: Route.MetaFunction = () => pageMeta('会員情報の変更');

export default function MypageAccountRoute() {
  return (
    <PlaceholderPage
      title="会員情報の変更"
      purpose="ご登録のお名前・ご住所・電話番号・メールアドレスなどを変更できるページです。退会のお手続きもこちらから行えます。"
    />
  );
}
