import type { Product } from '@shop/domain/catalog';
import type { ConfiguratorAction, CurrentItem } from '@shop/domain/configurator';
import { memo, Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { whenLoadedAndIdle } from '../../../lib/when-idle';

// The preview's code (its drawing, the gesture library, the geometry) is not part of the material
// page's first view, which is within a few KB of its budget (issue 17): it loads once the page has
// loaded and the browser is idle, into a box of the same size, so nothing moves when it arrives.
const panel = lazyWithPreload(() => import('./preview-panel').then((module) => module.PreviewPanel));

function PreviewPlaceholder() {
  return (
    <div
      className="h-[37rem] animate-pulse rounded-2xl border border-slate-200 bg-slate-100"
      role="status"
      aria-label="仕上がりイメージを準備しています"
    />
  );
}

/**
 * Where the material page shows the live preview, beside the steps (issue 23, point 1). memo():
 * the configurator hands it a deferred item, so a tap's own render passes it by.
 */
export const PreviewSlot = memo(function PreviewSlot({
  product,
  item,
  dispatch,
  heldImages,
}: {
  product: Product;
  item: CurrentItem;
  dispatch: (action: ConfiguratorAction) => void;
  /** The picked images the cart holds (decision 0808). */
  heldImages: () => ReadonlySet<string>;
}) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setWanted(true)), []);
  if (!wanted) return <PreviewPlaceholder />;
  return (
    <Suspense fallback={<PreviewPlaceholder />}>
      <panel.Component product={product} item={item} dispatch={dispatch} heldImages={heldImages} />
    </Suspense>
  );
});
