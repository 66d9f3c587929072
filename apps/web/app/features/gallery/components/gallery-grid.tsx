import { Link } from 'react-router';
import { artworkSrc, workConfiguratorHref, workProductName, works } from '../gallery';

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
              <span className="grid aspect-square place-items-center bg-[repeating-linear-gradient(45deg,#e2e8f0_0_8px,#eef2f6_8px_16px)] p-4">
                <img
                  src={artworkSrc(work)}
                  alt=""
                  className="max-h-full max-w-full drop-shadow-md"
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className="flex flex-1 flex-col p-3">
                <h2 className="text-sm leading-snug font-bold text-slate-900">{work.title}</h2>
                {productName ? (
                  <span className="mt-1 text-xs font-bold text-brand">{productName}</span>
                ) : null}
                <span className="mt-1 line-clamp-3 text-xs leading-relaxed text-slate-600">
                  {work.description}
                </span>
                <span className="mt-auto pt-2 text-xs font-bold text-accent">この仕様で作る ›</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
