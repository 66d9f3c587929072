import { Link } from 'react-router';
import { LazyIllustration } from '../../../ui/illustrations/lazy-illustration';
import { workConfiguratorHref, workProductName, works } from '../gallery';
import { workPicture } from '../work-pictures';

/** /gallery: sample works, each opening the configurator with the configuration it was made with. */
export function GalleryGrid() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {works.map((work) => {
        const productName = workProductName(work);
        return (
          <li key={work.id}>
            <Link
              to={workConfiguratorHref(work)}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand hover:shadow"
            >
              <LazyIllustration {...workPicture(work)} label="" className="block aspect-[4/3] w-full" />
              <span className="flex flex-1 flex-col p-3">
                <h2 className="text-sm leading-snug font-bold text-slate-900">{work.title}</h2>
                {productName ? (
                  <span className="mt-1 text-xs font-bold text-brand">{productName}</span>
                ) : null}
                <span className="mt-1 line-clamp-3 text-xs leading-relaxed text-slate-600">
                  {work.description}
                </span>
                <span className="mt-auto pt-2 text-xs font-bold text-accent">この仕様で価格を見る ›</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
