// The material page's starting configuration from a purpose (?preset=) or a gallery work (?work=).
// Not a route: `material.tsx` loads it only when its URL asks for one, since the purposes and works
// with the sample products they name were a tenth of the page's first view (decision 0563).
import type { Product } from '@shop/domain/catalog';
import { paths } from '~/config/paths';
import type { ConfiguratorScreenProps } from '~/features/configurator/components/configurator-screen';
import { findWork } from '~/features/gallery/gallery';
import { findPurpose } from '~/features/purposes/purposes';
import { takeReorder } from '~/lib/reorder-handoff';

/** The order to reorder with changes, the purpose or the gallery work the page was opened with, if it is for this product. */
export function startingPreset(
  params: URLSearchParams,
  product: Product,
): ConfiguratorScreenProps['starting'] {
  const reorder = takeReorder(params.get(paths.material.params.reorder), product.id);
  if (reorder) {
    const { repeatId, orderId, preset } = reorder;
    return { source: `reorder:${repeatId}`, preset, repeatId, title: `ご注文 ${orderId} の仕様から` };
  }
  const purpose = findPurpose(params.get(paths.material.params.purpose));
  if (purpose?.productId === product.id) {
    return { source: `purpose:${purpose.slug}`, preset: purpose.preset, title: purpose.title };
  }
  const work = findWork(params.get(paths.material.params.work));
  if (work?.productId === product.id) {
    return { source: `work:${work.id}`, preset: work.preset, title: work.title };
  }
  return null;
}
