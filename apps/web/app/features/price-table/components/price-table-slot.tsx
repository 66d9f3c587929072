import type { Product } from '@shop/domain/catalog';
import type { CurrentItem } from '@shop/domain/configurator';
import { memo, Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { whenLoadedAndIdle } from '../../../lib/when-idle';

// Below the steps, out of the first view: its code loads once the page has loaded and is idle
// (the material page's first view is near its budget, issue 17).
const panel = lazyWithPreload(() => import('./price-table-panel').then((module) => module.PriceTablePanel));

/**
 * Where the material page shows its 料金早見表 and template download (issue 23 point 7). memo():
 * the configurator hands it a deferred item, so a tap's own render passes it by.
 */
export const PriceTableSlot = memo(function PriceTableSlot({
  product,
  item,
}: {
  product: Product;
  item: CurrentItem;
}) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <panel.Component product={product} item={item} />
    </Suspense>
  );
});
