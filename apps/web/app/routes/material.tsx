import { readProduct } from '@shop/domain/catalog';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { useHolidays } from '~/features/calendar/api/get-holidays';
import { useCartStore } from '~/features/cart/store';
import { findProductBySlug, useProducts } from '~/features/catalog/api/get-products';
import { MaterialLoading, MaterialUnavailable } from '~/features/catalog/components/material-page';
import {
  ConfiguratorScreen,
  type ConfiguratorScreenProps,
} from '~/features/configurator/components/configurator-screen';
import { holidaysFromApi } from '~/features/configurator/shipping';
import { PreviewSlot } from '~/features/preview/components/preview-slot';
import { PriceTableSlot } from '~/features/price-table/components/price-table-slot';
import type { Route } from './+types/material';
import type * as PresetsModule from './material-presets';

export const meta: Route.MetaFunction = () => pageMeta('仕様を選んで価格を見る');

type Presets = typeof PresetsModule;
let loadedPresets: Presets | null = null;

/**
 * The preset lookup (material-presets.ts), loaded only when the URL asks for a purpose or a work:
 * null while it loads; 'none' when the URL asks for neither, or when it could not load (the
 * configurator then opens blank rather than not at all).
 */
function usePresets(params: URLSearchParams): Presets | 'none' | null {
  const { purpose, work } = paths.material.params;
  const wanted = params.has(purpose) || params.has(work);
  const [presets, setPresets] = useState<Presets | 'failed' | null>(loadedPresets);
  useEffect(() => {
    if (!wanted || presets) return;
    let current = true;
    import('./material-presets').then(
      (loaded) => current && setPresets((loadedPresets = loaded)),
      () => current && setPresets('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted, presets]);
  return !wanted || presets === 'failed' ? 'none' : presets;
}

const addToCart = (item: Parameters<ConfiguratorScreenProps['onAddToCart']>[0]) => {
  useCartStore.getState().addItem(item);
};

export default function MaterialRoute({ params }: Route.ComponentProps) {
  const products = useProducts();
  const holidays = useHolidays();
  const [searchParams] = useSearchParams();
  const listed = products.data ? findProductBySlug(products.data, params.materialName) : undefined;
  const product = useMemo(() => (listed ? readProduct(listed) : null), [listed]);
  const holidayDays = useMemo(() => (holidays.data ? holidaysFromApi(holidays.data) : null), [holidays.data]);
  const presets = usePresets(searchParams);
  const starting = useMemo(
    () => (product && presets && presets !== 'none' ? presets.startingPreset(searchParams, product) : null),
    [searchParams, product, presets],
  );

  if (products.isPending || presets === null) return <MaterialLoading />;
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
      aside={(item) => <PreviewSlot product={product} item={item} />}
      after={(item) => <PriceTableSlot product={product} item={item} />}
    />
  );
}
