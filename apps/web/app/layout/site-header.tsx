import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { UserMenu } from '../features/auth/components/user-menu';
import { CartLink } from '../features/cart/components/cart-link';
import { LogoMark, MenuIcon } from '../ui/icons';
import { NAV_DRAWER_ID, NavDrawer } from './nav-drawer';

export function SiteHeader() {
  const location = useLocation();
  // The drawer is open for the location it was opened at, so any navigation closes it
  // (spec point 2: menus close on navigation) without an effect resetting state.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 pr-2 pl-3">
        <Link
          to={paths.home.href()}
          className="mr-auto flex min-h-11 items-center gap-2 rounded-lg pr-2 text-lg font-bold tracking-wide text-slate-900"
        >
          <LogoMark />
          <span>
            {site.name}
            <span className="sr-only">（トップページへ）</span>
          </span>
        </Link>
        <UserMenu />
        <CartLink />
        <button
          type="button"
          onClick={() => setOpenedAt(location.key)}
          aria-expanded={open}
          aria-controls={NAV_DRAWER_ID}
          aria-haspopup="dialog"
          className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
        >
          <MenuIcon />
          <span className="sr-only">メニューを開く</span>
        </button>
      </div>
      <NavDrawer open={open} onClose={() => setOpenedAt(null)} />
    </header>
  );
}
