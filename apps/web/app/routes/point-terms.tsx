import { pageMeta } from '~/config/site';
import { PointTermsContent } from '~/features/content/components/point-terms-content';
import { ContentPage } from '~/features/content/components/content-page';
import type { Route } from './+types/point-terms';

export const meta: Route.MetaFunction = () => pageMeta('ポイント規約');

export default function PointTermsRoute() {
  return (
    <ContentPage title="ポイント規約">
      <PointTermsContent />
    </ContentPage>
  );
}
