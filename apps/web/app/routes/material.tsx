import type { Product } from '@shop/domain/catalog';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageMeta } from '~/config/site';
import { useHolidays } from '~/features/calendar/api/get-holidays';
import { useCartStore } from '~/features/cart/store';
import { findProductBySlug, useProducts } from '~/features/catalog/api/get-products';
import { MaterialLoading, MaterialUnavailable } from '~/features/catalog/components/material-page';
import {
  ConfiguratorScreen,
  type ConfiguratorScreenProps,
} from '~/features/configurator/components/configurator-screen';
import { toDomainProduct } from '~/features/configurator/domain-product';
import { holidaysFromApi } from '~/features/configurator/shipping';
import { findWork, WORK_PARAM } from '~/features/gallery/gallery';
import { findPurpose, PURPOSE_PARAM } from '~/features/purposes/purposes';
import type { Route } from './+types/material';

export const meta: Route.MetaFunction = () => pageMeta('仕様を選んで価格を見る');

/** The purpose (?preset=) or gallery work (?work=) the page was opened with, if it is for this product. */
function startingPreset(params: URLSearchParams, product: Product): ConfiguratorScreenProps['starting'] {
  const purpose = findPurpose(params.get(PURPOSE_PARAM));
  if (purpose?.productId === product.id) {
    return { source: `purpose:${purpose.slug}`, preset: purpose.preset, title: purpose.title };
  }
  const work = findWork(params.get(WORK_PARAM));
  if (work?.productId === product.id) {
    return { source: `work:${work.id}`, preset: work.preset, title: work.title };
  }
  return null;
}

const addToCart = (item: Parameters<ConfiguratorScreenProps['onAddToCart']>[0]) => {
  useCartStore.getState().addItem(item);
};

export default function MaterialRoute({ params }: Route.ComponentProps) {
  const products = useProducts();
  const holidays = useHolidays();
  const [searchParams] = useSearchParams();
  const listed = products.data ? findProductBySlug(products.data, params.materialName) : undefined;
  const product = useMemo(() => (listed ? toDomainProduct(listed) : null), [listed]);
  const holidayDays = useMemo(() => (holidays.data ? holidaysFromApi(holidays.data) : null), [holidays.data]);
  const starting = useMemo(
    () => (product ? startingPreset(searchParams, product) : null),
    [searchParams, product],
  );

  if (products.isPending) return <MaterialLoading />;
  if (products.isError) return <MaterialUnavailable reason="loadFailed" />;
  if (!listed) return <MaterialUnavailable reason="notFound" />;
  if (!product || product.productType === 'estimate') return <MaterialUnavailable reason="notConfigurable" />;
  return (
    <ConfiguratorScreen
      key={`${product.id}:${starting?.source ?? ''}`}
      product={product}
      holidays={holidayDays}
      starting={starting}
      onAddToCart={addToCart}
    />
  );
}
