import { pageMeta } from '~/config/site';
import { TermsContent } from '~/features/content/components/terms-content';
import { ContentPage } from '~/features/content/components/content-page';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () => pageMeta('利用規約');

export default function TermsRoute() {
  return (
    <ContentPage title="利用規約">
      <TermsContent />
    </ContentPage>
  );
}
