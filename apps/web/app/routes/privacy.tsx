import { pageMeta } from '~/config/site';
import { PrivacyContent } from '~/features/content/components/privacy-content';
import { ContentPage } from '~/features/content/components/content-page';
import { useShopProfile } from '~/lib/shop-profile';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => pageMeta('プライバシーポリシー');

export default function PrivacyRoute() {
  const profile = useShopProfile();
  return (
    <ContentPage title="プライバシーポリシー">
      <PrivacyContent profile={profile} />
    </ContentPage>
  );
}
