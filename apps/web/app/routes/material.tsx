import { readProduct } from '@shop/domain/catalog';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ArrivalDaySlot } from '~/features/arrival/components/arrival-day-slot';
import { ArrivalSlot } from '~/features/arrival/components/arrival-slot';
import { useUser } from '~/features/auth/api/get-user';
import { useHolidays } from '~/features/calendar/api/get-holidays';
import { useCartStore } from '~/features/cart/store';
import { findProductBySlug, useProducts } from '~/features/catalog/api/get-products';
import {
  MaterialLoading,
  MaterialStepsLoading,
  MaterialUnavailable,
} from '~/features/catalog/components/material-page';
import type { ConfiguratorScreenProps } from '~/features/configurator/components/configurator-screen';
import { ProductIntro } from '~/features/configurator/components/product-intro';
import { PreviewSlot } from '~/features/preview/components/preview-slot';
import { PriceTableSlot } from '~/features/price-table/components/price-table-slot';
import { lazyWithPreload } from '~/lib/lazy-with-preload';
import type { Route } from './+types/material';
import type * as PresetsModule from './material-presets';

export const meta: Route.MetaFunction = () => pageMeta('仕様を選んで価格を見る');

// The configurator cannot show before the catalogue has arrived (this page is resolved in the
// browser, its first view is MaterialLoading): its code loads beside the catalogue rather than
// with the page's first view (decision 0676, as the forms of 0564). The load starts as this
// module runs, so the idle prefetch of a material link (route-prefetch.ts) fetches it as it
// fetched the configurator before; a page opened here asks for it with the route's own code.
const configurator = lazyWithPreload(() =>
  import('~/features/configurator/components/configurator-screen').then(
    (module) => module.ConfiguratorScreen,
  ),
);
if (typeof document !== 'undefined') configurator.preload();

type Presets = typeof PresetsModule;
let loadedPresets: Presets | null = null;

/**
 * The preset lookup (material-presets.ts), loaded only when the URL asks for a purpose, a work or
 * an order to reorder with changes: null while it loads; 'none' when the URL asks for neither, or when it could not load (the
 * configurator then opens blank rather than not at all).
 */
function usePresets(params: URLSearchParams): Presets | 'none' | null {
  const { purpose, work, reorder } = paths.material.params;
  const wanted = params.has(purpose) || params.has(work) || params.has(reorder);
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

/** The picked images the cart's items hold: the preview never removes them to make room (0808). */
const cartImages = (): ReadonlySet<string> =>
  new Set(useCartStore.getState().items.flatMap((item) => (item.pickedImage ? [item.pickedImage] : [])));

const addToCart = (item: Parameters<ConfiguratorScreenProps['onAddToCart']>[0]) => {
  useCartStore.getState().addItem(item);
};

export default function MaterialRoute({ params }: Route.ComponentProps) {
  const products = useProducts();
  const holidays = useHolidays();
  const user = useUser();
  const [searchParams] = useSearchParams();
  const listed = products.data ? findProductBySlug(products.data, params.materialName) : undefined;
  const product = useMemo(() => (listed ? readProduct(listed) : null), [listed]);
  const presets = usePresets(searchParams);
  const memberPrefecture = user.data?.addressLevel1;
  // The same function while the prefecture stays, so the delivery step's memo holds (decision 0533).
  const arrival = useCallback(
    (shipped: string) => <ArrivalDaySlot shipped={shipped} memberPrefecture={memberPrefecture} />,
    [memberPrefecture],
  );
  const starting = useMemo(
    () => (product && presets && presets !== 'none' ? presets.startingPreset(searchParams, product) : null),
    [searchParams, product, presets],
  );

  if (products.isPending || presets === null) return <MaterialLoading />;
  if (products.isError) return <MaterialUnavailable reason="loadFailed" />;
  if (!listed) return <MaterialUnavailable reason="notFound" />;
  if (!product || product.productType === 'estimate') return <MaterialUnavailable reason="notConfigurable" />;
  return (
    <Suspense
      fallback={
        <MaterialStepsLoading
          intro={<ProductIntro product={product} presetTitle={starting?.title ?? null} />}
        />
      }
    >
      <configurator.Component
        key={`${product.id}:${starting?.source ?? ''}`}
        product={product}
        holidays={holidays.data ?? null}
        starting={starting}
        onAddToCart={addToCart}
        aside={(item, dispatch) => (
          <PreviewSlot product={product} item={item} dispatch={dispatch} heldImages={cartImages} />
        )}
        after={(item) => <PriceTableSlot product={product} item={item} />}
        countdown={(netDays, holidayDays) => (
          <ArrivalSlot holidays={holidayDays} netDays={[netDays]} memberPrefecture={memberPrefecture} />
        )}
        arrival={arrival}
      />
    </Suspense>
  );
}
