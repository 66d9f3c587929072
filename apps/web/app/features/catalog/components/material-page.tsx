import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { findProductBySlug, useProducts } from '../api/get-products';

/**
 * /materials/{materialName}: the product's step-by-step configurator (not built yet). Known
 * products show their name; an unknown name says so and leads back to the list.
 */
export function MaterialPage({ materialName }: { materialName: string }) {
  const { data, isSuccess } = useProducts();
  const product = isSuccess ? findProductBySlug(data, materialName) : undefined;

  if (isSuccess && !product) {
    return (
      <PageContainer>
        <PageHeader
          title="お探しの素材が見つかりません"
          lead="この素材は現在お取り扱いがないか、URLが変更された可能性があります。お手数ですが、商品一覧からお選びください。"
        />
        <ButtonLink to={paths.products.href()}>商品一覧を見る</ButtonLink>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={product?.name ?? 'ステッカーの仕様を選ぶ'} lead={product?.nameDetail || undefined} />
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="leading-relaxed text-slate-800">
          こちらでは、サイズ・形・加工・納期・枚数を順にお選びいただくと、その場で価格をご確認のうえカートに追加できます。
        </p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">
          この画面は現在準備中です。お急ぎの場合は
          <Link
            to={paths.requestEstimate.href()}
            className="font-bold text-brand underline underline-offset-2"
          >
            お見積りのご依頼
          </Link>
          をご利用ください。
        </p>
      </section>
    </PageContainer>
  );
}
