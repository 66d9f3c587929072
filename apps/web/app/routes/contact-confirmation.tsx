import { pageMeta } from '~/config/site';
import { ContactConfirmationScreen } from '~/features/contact/components/contact-confirmation-screen';
import type { Route } from './+types/contact-confirmation';

export const meta: Route.MetaFunction = () => pageMeta('お問い合わせ内容の確認');

export default function ContactConfirmationRoute() {
  return <ContactConfirmationScreen />;
}
