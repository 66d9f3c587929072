import type { Product } from '@shop/domain/catalog';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The product's name (the page's one h1), what it is good for, and the preset it opened with. */
export const ProductIntro = memo(function ProductIntro({
  product,
  presetTitle,
}: {
  product: Product;
  presetTitle: string | null;
}) {
  const { description, features } = product.setting;
  return (
    <header className="mb-5">
      <nav aria-label="パンくずリスト" className="mb-2 text-sm text-slate-600">
        <Link to={paths.products.href()} className="underline-offset-2 hover:underline">
          商品一覧
        </Link>
        <span aria-hidden className="mx-1.5">
          ›
        </span>
        <span aria-current="page">{product.name}</span>
      </nav>
      <h1 className="text-2xl leading-snug font-bold tracking-wide text-slate-900">{product.name}</h1>
      {product.nameDetail ? <p className="mt-1 font-bold text-brand">{product.nameDetail}</p> : null}
      <p className="mt-3 leading-relaxed text-slate-700">{description}</p>
      {features.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden className="font-bold text-emerald-600">
                ✓
              </span>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {presetTitle ? (
        <p className="mt-4 rounded-xl border border-brand/30 bg-brand-soft p-3 text-sm leading-relaxed text-slate-800">
          「{presetTitle}」のおすすめ仕様を選んだ状態で表示しています。必要に応じて変更してください。
        </p>
      ) : null}
    </header>
  );
});
