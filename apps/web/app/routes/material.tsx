import { pageMeta } from '~/config/site';
import { MaterialPage } from '~/features/catalog/components/material-page';
import type { Route } from './+types/material';

export const meta: Route.MetaFunction = () => pageMeta('素材を選んでステッカーを作る');

export default function MaterialRoute({ params }: Route.ComponentProps) {
  return <MaterialPage key={params.materialName} materialName={params.materialName} />;
}
