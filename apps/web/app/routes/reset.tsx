import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/reset';

export const meta: Route.MetaFunction = () => pageMeta('パスワードの再設定');

export default function ResetRoute() {
  return (
    <PlaceholderPage
      title="パスワードの再設定"
      purpose="ご登録のメールアドレスを入力していただくと、パスワード再設定用のURLをメールでお送りするページです。"
    />
  );
}
