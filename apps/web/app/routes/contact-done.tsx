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
      <p>お問い合わせいただき、誠にありがとうございます。内容を確認のうえ、担当者よりご連絡いたします。</p>
    </MessagePage>
  );
}
