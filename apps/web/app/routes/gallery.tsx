import { pageMeta } from '~/config/site';
import { GalleryGrid } from '~/features/gallery/components/gallery-grid';
import { PageContainer, PageHeader } from '~/ui/page';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    '制作事例ギャラリー',
    'ステッカー・シールの制作例をご紹介します。同じ仕様のまま価格をご確認いただけます。',
  );

export default function GalleryRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="制作事例ギャラリー"
        lead="素材や加工ごとの制作例です。気になる作品を選ぶと、同じ仕様のまま価格をご確認いただけます。"
      />
      <GalleryGrid />
      <p className="mt-6 text-xs leading-relaxed text-slate-500">
        掲載している絵柄はイメージです。実際の色味や質感は、無料サンプルでお確かめいただけます。
      </p>
    </PageContainer>
  );
}
