import { pageMeta } from '~/config/site';
import { PurposeDetail } from '~/features/purposes/components/purpose-detail';
import { findPurpose } from '~/features/purposes/purposes';
import type { Route } from './+types/purpose';

export const meta: Route.MetaFunction = ({ params }) => {
  const purpose = findPurpose(params.purposeName);
  return purpose
    ? pageMeta(`${purpose.title}のステッカー・シール`, purpose.body[0])
    : pageMeta('用途別のおすすめ');
};

export default function PurposeRoute({ params }: Route.ComponentProps) {
  return <PurposeDetail key={params.purposeName} purposeName={params.purposeName} />;
}
