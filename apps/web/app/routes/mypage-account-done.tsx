import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/mypage-account-done';

export const meta: Route.MetaFunction = () => pageMeta('会員情報を更新しました');

export default function MypageAccountDoneRoute() {
  return (
    <MessagePage
      title="会員情報を更新しました"
      actions={
        <>
          <ButtonLink to={paths.mypage.href()}>マイページへ戻る</ButtonLink>
        </>
      }
    >
      <p>ご登録内容の変更が完了しました。</p>
    </MessagePage>
  );
}
