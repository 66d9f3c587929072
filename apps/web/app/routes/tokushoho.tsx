import { pageMeta } from '~/config/site';
import { TokushohoContent } from '~/features/content/components/tokushoho-content';
import { ContentPage } from '~/features/content/components/content-page';
import { useShopProfile } from '~/lib/shop-profile';
import type { Route } from './+types/tokushoho';

export const meta: Route.MetaFunction = () => pageMeta('特定商取引法に基づく表記');

export default function TokushohoRoute() {
  const profile = useShopProfile();
  return (
    <ContentPage title="特定商取引法に基づく表記">
      <TokushohoContent profile={profile} />
    </ContentPage>
  );
}
