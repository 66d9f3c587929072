import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () => pageMeta('制作事例ギャラリー');

export default function GalleryRoute() {
  return (
    <PlaceholderPage
      title="制作事例ギャラリー"
      purpose="これまでにお作りしたステッカー・シールの制作事例を、素材や加工ごとに写真でご紹介するページです。"
    />
  );
}
