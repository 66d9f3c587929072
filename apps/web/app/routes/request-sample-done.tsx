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
        お申し込みいただき、誠にありがとうございます。サンプルは通常3営業日以内に、ポスト投函（ゆうメール）にてお送りいたします。
      </p>
      <p>
        ご入力いただいたメールアドレスに、受付完了のメールをお送りしました。届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
    </MessagePage>
  );
}
