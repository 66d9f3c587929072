import { pageMeta } from '~/config/site';
import { PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/reset-token';

export const meta: Route.MetaFunction = () => pageMeta('新しいパスワードの設定');

export default function ResetTokenRoute() {
  return (
    <PlaceholderPage
      title="新しいパスワードの設定"
      purpose="メールでお送りしたURLから、新しいパスワードを設定していただくページです。"
    />
  );
}
