import { pageMeta } from '~/config/site';
import { AboutContent } from '~/features/content/components/about-content';
import { ContentPage } from '~/features/content/components/content-page';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => pageMeta('シールラボについて');

export default function AboutRoute() {
  return (
    <ContentPage title="シールラボについて">
      <AboutContent />
    </ContentPage>
  );
}
