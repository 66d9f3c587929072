import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, MessagePage } from '~/ui/page';
import type { Route } from './+types/leave-thanks';

export const meta: Route.MetaFunction = () => pageMeta('退会手続きが完了しました');

export default function LeaveThanksRoute() {
  return (
    <MessagePage
      title="退会手続きが完了しました"
      actions={
        <>
          <ButtonLink to={paths.home.href()}>トップページへ</ButtonLink>
        </>
      }
    >
      <p>これまでシールラボをご利用いただき、誠にありがとうございました。</p>
      <p>またのご利用を心よりお待ちしております。</p>
    </MessagePage>
  );
}
