import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChevronRightIcon } from '../../../ui/icons';
import { selectableProducts, useProducts } from '../api/get-products';

/**
 * The material cards: one per product, linking to its configurator. Loading shows placeholders of
 * the same size; a failed load shows a polite empty state (spec point 8: read calls never crash).
 */
export function ProductList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data, isPending, isError } = useProducts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="商品を読み込んでいます" className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="h-20 animate-pulse rounded-xl bg-slate-200/70" />
        ))}
      </ul>
    );
  }

  const products = isError ? [] : selectableProducts(data);
  if (products.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-700">
        ただいま商品の一覧を表示できません。お手数ですが、時間をおいて再度お試しいただくか、
        <Link to={paths.contact.href()} className="font-bold text-brand underline underline-offset-2">
          お問い合わせ
        </Link>
        ください。
      </p>
    );
  }

  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {products.map((product) => (
        <li key={product.id}>
          <Link
            to={paths.material.href(product.slug)}
            prefetch="intent"
            className="flex min-h-20 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand hover:shadow"
          >
            <span
              aria-hidden
              className="grid size-12 shrink-0 place-items-center rounded-lg bg-brand-soft text-lg font-bold text-brand"
            >
              {product.name.slice(0, 1)}
            </span>
            <span className="min-w-0 flex-1">
              <Heading className="font-bold text-slate-900">{product.name}</Heading>
              {product.nameDetail ? (
                <span className="mt-0.5 block text-sm text-slate-600">{product.nameDetail}</span>
              ) : null}
            </span>
            <ChevronRightIcon className="shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
