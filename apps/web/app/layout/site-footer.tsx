import { Link } from 'react-router';
import { site } from '../config/site';
import { footerNavItems } from './nav-items';

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
        <p className="mt-6 text-xs text-slate-300">
          <small>© {site.name} オリジナルステッカー・シール印刷</small>
        </p>
      </div>
    </footer>
  );
}
