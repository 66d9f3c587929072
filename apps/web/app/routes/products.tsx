import { useEffect } from 'react';
import { pageMeta } from '~/config/site';
import { ProductList } from '~/features/catalog/components/product-list';
import { resetCurrentItem } from '~/features/configurator/store';
import { PageContainer, PageHeader } from '~/ui/page';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => pageMeta('商品一覧');

export default function ProductsRoute() {
  // Spec point 2: the current item is initialised on the product list.
  useEffect(resetCurrentItem, []);
  return (
    <PageContainer>
      <PageHeader
        title="商品一覧"
        lead="素材をお選びください。サイズ・加工・枚数を選ぶと、その場で価格をご確認いただけます。"
      />
      <ProductList />
    </PageContainer>
  );
}
