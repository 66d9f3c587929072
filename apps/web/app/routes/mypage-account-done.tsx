import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { RequireMember } from '~/features/auth/components/require-member';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/mypage-account-done';

export const meta: Route.MetaFunction = () => pageMeta('会員情報を更新しました');

export default function MypageAccountDoneRoute() {
  return (
    <RequireMember>
      <MessagePage
        title="会員情報を更新しました"
        actions={
          <>
            <ButtonLink to={paths.mypage.href()}>マイページへ戻る</ButtonLink>
            <ButtonLink to={paths.mypageAccount.href()} variant="secondary">
              会員情報を確認する
            </ButtonLink>
          </>
        }
      >
        <p>ご登録内容の変更が完了しました。</p>
        <p>メールアドレスを変更された場合は、次回から新しいメールアドレスでログインしてください。</p>
      </MessagePage>
    </RequireMember>
  );
}
