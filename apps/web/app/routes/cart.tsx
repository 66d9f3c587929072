import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ButtonLink, PlaceholderPage } from '~/ui/page';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => pageMeta('カート');

export default function CartRoute() {
  return (
    <PlaceholderPage
      title="カート"
      purpose="カートに入れた商品の内容と金額を確認し、名前・納期・枚数・サイズの変更や複製・削除を行って、ご注文手続きへ進むページです。"
    >
      <ButtonLink to={paths.products.href()}>商品を選ぶ</ButtonLink>
    </PlaceholderPage>
  );
}
