import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/reset-sent';

export const meta: Route.MetaFunction = () => pageMeta('メールを送信しました');

export default function ResetSentRoute() {
  return (
    <MessagePage
      title="メールを送信しました"
      actions={
        <>
          <ButtonLink to={paths.login.href()} variant="secondary">
            ログイン画面へ
          </ButtonLink>
        </>
      }
    >
      <p>
        パスワード再設定用のURLを、ご登録のメールアドレスにお送りしました。メールに記載のURLから新しいパスワードを設定してください。
      </p>
      <p>メールが届かない場合は、迷惑メールフォルダもあわせてご確認ください。</p>
    </MessagePage>
  );
}
