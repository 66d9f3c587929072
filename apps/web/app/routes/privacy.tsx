import { pageMeta } from '~/config/site';
import { PrivacyContent } from '~/features/content/components/privacy-content';
import { ContentPage } from '~/features/content/components/content-page';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => pageMeta('プライバシーポリシー');

export default function PrivacyRoute() {
  return (
    <ContentPage title="プライバシーポリシー">
      <PrivacyContent />
    </ContentPage>
  );
}
