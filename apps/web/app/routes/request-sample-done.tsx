import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/request-sample-done';

export const meta: Route.MetaFunction = () => pageMeta('サンプルのお申し込みを受け付けました');

export default function RequestSampleDoneRoute() {
  return (
    <MessagePage
      title="サンプルのお申し込みを受け付けました"
      actions={
        <>
          <ButtonLink to={paths.home.href()}>トップページへ戻る</ButtonLink>
        </>
      }
    >
      <p>
        お申し込みいただき、誠にありがとうございます。内容を確認のうえ、ご指定の住所へサンプルをお送りいたします。
      </p>
    </MessagePage>
  );
}
