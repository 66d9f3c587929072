import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/purposes';

export const meta: Route.MetaFunction = () => pageMeta('用途から選ぶ');

export default function PurposesRoute() {
  return (
    <PlaceholderPage
      title="用途から選ぶ"
      purpose="商品ラベル、ノベルティ、ロゴステッカー、屋外用の防水ラベルなど、用途ごとにおすすめの素材と仕様をご紹介するページです。"
    />
  );
}
