import { pageMeta } from '~/config/site';
import { useMemberContact } from '~/features/auth/api/get-user';
import { ContactScreen } from '~/features/contact/components/contact-screen';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => pageMeta('お問い合わせ');

export default function ContactRoute() {
  return <ContactScreen member={useMemberContact()} />;
}
