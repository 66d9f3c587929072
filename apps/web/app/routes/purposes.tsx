import { pageMeta } from '~/config/site';
import { PurposeList } from '~/features/purposes/components/purpose-list';
import { PageContainer, PageHeader } from '~/ui/page';
import type { Route } from './+types/purposes';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    '用途から選ぶ',
    '商品ラベル・ノベルティ・屋外看板など、用途に合わせたおすすめのステッカー・シールの仕様をご紹介します。',
  );

export default function PurposesRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="用途から選ぶ"
        lead="使う場所や目的に合わせて、おすすめの素材と加工をご紹介します。気になる用途を選ぶと、その仕様のまま価格をご確認いただけます。"
      />
      <PurposeList />
    </PageContainer>
  );
}
