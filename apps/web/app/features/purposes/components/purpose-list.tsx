import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChevronRightIcon } from '../../../ui/icons';
import { purposeProduct, purposes } from '../purposes';
import { PurposePicture } from './purpose-picture';

/** /purposes: every use we have a recommendation for, each opening its page. */
export function PurposeList() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {purposes.map((purpose) => {
        const product = purposeProduct(purpose);
        return (
          <li key={purpose.slug}>
            <Link
              to={paths.purpose.href(purpose.slug)}
              className="flex min-h-24 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand hover:shadow"
            >
              <PurposePicture purpose={purpose} size="small" />
              <span className="min-w-0 flex-1">
                <h2 className="font-bold text-slate-900">{purpose.title}</h2>
                <span className="mt-0.5 line-clamp-2 block text-sm leading-relaxed text-slate-600">
                  {purpose.body[0]}
                </span>
                {product ? (
                  <span className="mt-1 inline-block rounded bg-brand-soft px-1.5 py-0.5 text-xs font-bold text-brand">
                    おすすめ：{product.name}
                  </span>
                ) : null}
              </span>
              <ChevronRightIcon className="shrink-0 text-slate-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
