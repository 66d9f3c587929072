import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/signup-confirmation';

export const meta: Route.MetaFunction = () => pageMeta('会員登録内容の確認');

export default function SignupConfirmationRoute() {
  return (
    <PlaceholderPage
      title="会員登録内容の確認"
      purpose="ご入力いただいた会員情報を確認し、登録を完了するページです。"
    />
  );
}
