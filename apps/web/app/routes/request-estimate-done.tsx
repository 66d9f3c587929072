import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/request-estimate-done';

export const meta: Route.MetaFunction = () => pageMeta('お見積りのご依頼を受け付けました');

export default function RequestEstimateDoneRoute() {
  return (
    <MessagePage
      title="お見積りのご依頼を受け付けました"
      actions={
        <>
          <ButtonLink to={paths.home.href()}>トップページへ戻る</ButtonLink>
        </>
      }
    >
      <p>
        ご依頼いただき、誠にありがとうございます。内容を確認のうえ、担当者より原則2営業日以内にメールでお見積りをお送りいたします。
      </p>
      <p>
        ご入力いただいたメールアドレスに、受付完了のメールをお送りしました。届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
    </MessagePage>
  );
}
