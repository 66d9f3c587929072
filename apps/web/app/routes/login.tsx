import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => pageMeta('ログイン');

export default function LoginRoute() {
  return (
    <PlaceholderPage
      title="ログイン"
      purpose="会員の方は、メールアドレスとパスワードでログインしていただくと、ご注文履歴の確認やポイントのご利用ができます。"
    >
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.signup.href()}>会員登録（無料）</ButtonLink>
        <ButtonLink to={paths.reset.href()} variant="secondary">
          パスワードをお忘れの方
        </ButtonLink>
      </div>
    </PlaceholderPage>
  );
}
