import { pageMeta } from '~/config/site';
import { NotFoundContent } from '~/layout/error-pages';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('お探しのページが見つかりません'),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
