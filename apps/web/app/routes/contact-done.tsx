import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/contact-done';

export const meta: Route.MetaFunction = () => pageMeta('お問い合わせを受け付けました');

export default function ContactDoneRoute() {
  return (
    <MessagePage
      title="お問い合わせを受け付けました"
      actions={
        <>
          <ButtonLink to={paths.home.href()}>トップページへ戻る</ButtonLink>
        </>
      }
    >
      <p>
        お問い合わせいただき、誠にありがとうございます。内容を確認のうえ、担当者より原則2営業日以内にご返信いたします。
      </p>
      <p>
        ご入力いただいたメールアドレスに、受付完了のメールをお送りしました。届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
    </MessagePage>
  );
}
