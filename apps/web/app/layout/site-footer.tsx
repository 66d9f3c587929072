import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { footerNavItems } from './nav-items';

// Its own chunk: every route's first view stays within its budget (issue 17).
const OperatorDetails = lazy(async () => ({ default: (await import('./operator-details')).OperatorDetails }));

export function SiteFooter() {
  return (
    <footer className="mt-12 bg-slate-900 text-slate-100">
      <div className="mx-auto max-w-3xl px-4 py-8">
        <nav aria-label="サイト情報">
          <ul className="grid grid-cols-2 gap-x-4">
            {footerNavItems.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="flex min-h-11 items-center text-sm hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Suspense fallback={<div className="mt-6 min-h-24" />}>
          <OperatorDetails />
        </Suspense>
      </div>
    </footer>
  );
}
