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
        ご依頼いただき、誠にありがとうございます。内容を確認のうえ、担当者よりメールでお見積りをご案内いたします。
      </p>
    </MessagePage>
  );
}
