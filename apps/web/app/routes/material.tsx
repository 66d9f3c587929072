import type { Product } from '@shop/domain/catalog';
import { useEffect, useMemo, useState } from 'react';
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
import type * as GalleryModule from '~/features/gallery/gallery';
import { WORK_PARAM } from '~/features/gallery/work-param';
import { PURPOSE_PARAM } from '~/features/purposes/purpose-param';
import type * as PurposesModule from '~/features/purposes/purposes';
import type { Route } from './+types/material';

export const meta: Route.MetaFunction = () => pageMeta('仕様を選んで価格を見る');

// The purposes and gallery works (with the sample products they name) load only when the page is
// opened with ?preset= or ?work=: most visits have neither, and they were a tenth of the page's
// first view (decision 0563).
interface PresetSources {
  findPurpose: typeof PurposesModule.findPurpose;
  findWork: typeof GalleryModule.findWork;
}

let loadedSources: PresetSources | null = null;

const loadPresetSources = (): Promise<PresetSources> =>
  Promise.all([import('~/features/purposes/purposes'), import('~/features/gallery/gallery')]).then(
    ([purposes, gallery]) =>
      (loadedSources = { findPurpose: purposes.findPurpose, findWork: gallery.findWork }),
  );

const asksForPreset = (params: URLSearchParams) => params.has(PURPOSE_PARAM) || params.has(WORK_PARAM);

/**
 * The sources of presets once loaded, null while they load; 'none' when the page asks for no preset,
 * or when they could not load (the configurator then opens blank rather than not at all).
 */
function usePresetSources(params: URLSearchParams): PresetSources | 'none' | null {
  const wanted = asksForPreset(params);
  const [sources, setSources] = useState<PresetSources | 'failed' | null>(loadedSources);
  useEffect(() => {
    if (!wanted || sources) return;
    let current = true;
    loadPresetSources().then(
      (loaded) => current && setSources(loaded),
      () => current && setSources('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted, sources]);
  if (!wanted || sources === 'failed') return 'none';
  return sources;
}

/** The purpose (?preset=) or gallery work (?work=) the page was opened with, if it is for this product. */
function startingPreset(
  params: URLSearchParams,
  product: Product,
  sources: PresetSources | 'none',
): ConfiguratorScreenProps['starting'] {
  if (sources === 'none') return null;
  const { findPurpose, findWork } = sources;
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
  const sources = usePresetSources(searchParams);
  const starting = useMemo(
    () => (product && sources ? startingPreset(searchParams, product, sources) : null),
    [searchParams, product, sources],
  );

  if (products.isPending || sources === null) return <MaterialLoading />;
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
