import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/contact-confirmation';

export const meta: Route.MetaFunction = () => pageMeta('お問い合わせ内容の確認');

export default function ContactConfirmationRoute() {
  return (
    <PlaceholderPage
      title="お問い合わせ内容の確認"
      purpose="ご入力いただいたお問い合わせ内容を確認して送信するページです。"
    />
  );
}
