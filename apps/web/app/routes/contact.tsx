import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => pageMeta('お問い合わせ');

export default function ContactRoute() {
  return (
    <PlaceholderPage
      title="お問い合わせ"
      purpose="ご注文前のご相談や、ご注文後の納期・入稿データなどに関するお問い合わせを、フォームからお送りいただけるページです。"
    />
  );
}
