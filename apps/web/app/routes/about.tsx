import { pageMeta } from '~/config/site';
import { AboutContent } from '~/features/content/components/about-content';
import { ContentPage } from '~/features/content/components/content-page';
import { useShopProfile } from '~/lib/shop-profile';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => pageMeta('シールラボについて');

export default function AboutRoute() {
  const profile = useShopProfile();
  return (
    <ContentPage title="シールラボについて">
      <AboutContent profile={profile} />
    </ContentPage>
  );
}
