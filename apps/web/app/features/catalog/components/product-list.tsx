import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChevronRightIcon } from '../../../ui/icons';
import { selectableProducts, useProducts } from '../api/get-products';
import { productFeatures, productSections } from '../product-groups';
import { LazyIllustration } from '../../../ui/illustrations/lazy-illustration';
import { materialPicture } from '../material-pictures';

/**
 * The material cards by kind of product, each linking to its configurator. Loading shows
 * placeholders of the same size; a failed load shows a polite empty state (spec point 8: read
 * calls never crash).
 */
export function ProductList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data, isPending, isError } = useProducts();
  const SectionHeading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';

  if (isPending) {
    return (
      // At least a screen tall: the list is always longer, so what follows it (requests, news,
      // footer) starts below the fold and is not seen to jump when the cards arrive (CLS).
      <ul
        aria-busy="true"
        aria-label="商品を読み込んでいます"
        className="grid min-h-svh content-start gap-3 sm:grid-cols-2"
      >
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="h-24 animate-pulse rounded-xl bg-slate-200/70" />
        ))}
      </ul>
    );
  }

  const sections = isError ? [] : productSections(selectableProducts(data));
  if (sections.length === 0) {
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
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`products-${section.id}`}>
          <SectionHeading
            id={`products-${section.id}`}
            className="border-l-4 border-brand pl-2 text-base font-bold text-slate-900"
          >
            {section.title}
          </SectionHeading>
          <p className="mt-1 mb-3 text-sm text-slate-600">{section.lead}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {section.products.map((product) => (
              <li key={product.id}>
                <Link
                  to={paths.material.href(product.slug)}
                  prefetch="intent"
                  className="flex min-h-24 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3.5 shadow-sm transition hover:border-brand hover:shadow"
                >
                  <LazyIllustration
                    {...materialPicture(product)}
                    label=""
                    className="h-18 w-24 shrink-0 overflow-hidden rounded-lg"
                  />
                  <span className="min-w-0 flex-1">
                    <CardHeading className="font-bold text-slate-900">{product.name}</CardHeading>
                    {product.nameDetail ? (
                      <span className="mt-0.5 block text-sm text-slate-600">{product.nameDetail}</span>
                    ) : null}
                    <span className="mt-1.5 flex flex-wrap gap-1">
                      {productFeatures(product).map((feature) => (
                        <span
                          key={feature}
                          className="rounded bg-slate-100 px-1.5 py-0.5 text-xs leading-snug text-slate-700"
                        >
                          {feature}
                        </span>
                      ))}
                    </span>
                  </span>
                  <ChevronRightIcon className="shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
