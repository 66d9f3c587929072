import { pageMeta } from '~/config/site';
import { CouponTermsContent } from '~/features/content/components/coupon-terms-content';
import { ContentPage } from '~/features/content/components/content-page';
import type { Route } from './+types/coupon-terms';

export const meta: Route.MetaFunction = () => pageMeta('クーポン利用規約');

export default function CouponTermsRoute() {
  return (
    <ContentPage title="クーポン利用規約">
      <CouponTermsContent />
    </ContentPage>
  );
}
