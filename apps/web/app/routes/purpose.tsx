import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/purpose';

export const meta: Route.MetaFunction = () => pageMeta('用途別のおすすめ');

export default function PurposeRoute() {
  return (
    <PlaceholderPage
      title="用途別のおすすめ"
      purpose="ご用途に合わせた素材・加工の選び方と、よくあるご注文例をご紹介するページです。"
    />
  );
}
