import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () => pageMeta('会員登録');

export default function SignupRoute() {
  return (
    <PlaceholderPage
      title="会員登録"
      purpose="お名前・ご住所・メールアドレスなどをご入力いただき、無料で会員登録ができるページです。会員の方はご注文履歴の確認やポイントのご利用ができます。"
    />
  );
}
