// The header's member menu (spec points 4 and 6: the user menu toggles only when authed). A
// visitor sees a ログイン link instead; while the start's check runs, a blank of the same size
// keeps the header from jumping.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { getUser, type User } from '../api/get-user';
import { useLogout } from '../api/logout';
import { startAuth, useAuthStore } from '../store';

function UserIcon() {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable={false}
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
    </svg>
  );
}

export const userMenuLinks = [
  { label: 'マイページ', href: paths.mypage.href() },
  { label: 'ご注文履歴', href: paths.mypageHistories.href() },
  { label: '会員情報の変更', href: paths.mypageAccount.href() },
  { label: '発送元・お届け先の管理', href: paths.mypageShipment.href() },
] as const;

/** Opens only for a member; for anyone else the toggle does nothing (spec point 4). */
export function nextMenuOpen(isAuthed: boolean | null, open: boolean): boolean {
  return isAuthed === true ? !open : false;
}

/**
 * The member's name and points for the open menu. The header sits outside the query provider, so
 * this is a plain call, made each time the menu opens (the points change with orders).
 */
function useMenuUser(): User | null {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getUser(controller.signal).then(setUser, () => {
      // The menu works without the name; a 401 has already signed the member out.
    });
    return () => controller.abort();
  }, []);
  return user;
}

function MenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const user = useMenuUser();
  const logout = useLogout();
  const name = user ? `${user.familyName} ${user.givenName}`.trim() : '';
  return (
    <div
      id={id}
      className="absolute top-full right-2 z-50 mt-1 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
    >
      <div className="border-b border-slate-100 px-4 py-3 text-sm text-slate-700">
        {name ? <p className="font-bold text-slate-900">{name} 様</p> : <p>会員メニュー</p>}
        {user ? <p className="mt-1">保有ポイント {user.holdingPoint.toLocaleString('ja-JP')}pt</p> : null}
      </div>
      <ul className="divide-y divide-slate-100">
        {userMenuLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="flex min-h-12 items-center px-4 py-3 text-slate-900 hover:bg-slate-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              onClose();
              void logout();
            }}
            className="flex min-h-12 w-full items-center px-4 py-3 text-left text-slate-900 hover:bg-slate-50"
          >
            ログアウト
          </button>
        </li>
      </ul>
    </div>
  );
}

export function UserMenu() {
  const isAuthed = useAuthStore((state) => state.isAuthed);
  const location = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Open for the location it was opened at: every navigation closes it (spec point 2).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = isAuthed === true && openedAt === location.key;

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpenedAt(null);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open]);

  if (isAuthed === null) return <span aria-hidden className="size-11" />;
  if (isAuthed === false) {
    return (
      <Link
        to={paths.login.href()}
        onClick={() => {
          // Back here after logging in, unless this is a screen about logging in itself.
          const here = `${location.pathname}${location.search}`;
          const authScreens = [
            paths.login.href(),
            paths.signup.href(),
            paths.reset.href(),
            paths.leaveThanks.href(),
          ];
          if (!authScreens.some((screen) => here.startsWith(screen))) useAuthStore.getState().setBackTo(here);
        }}
        className="flex min-h-11 items-center rounded-lg px-2 text-sm font-bold text-brand hover:bg-slate-100"
      >
        ログイン
      </Link>
    );
  }
  return (
    <div ref={root} className="static">
      <button
        type="button"
        onClick={() => setOpenedAt(nextMenuOpen(isAuthed, open) ? location.key : null)}
        aria-expanded={open}
        aria-controls={panelId}
        className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        <UserIcon />
        <span className="sr-only">会員メニュー</span>
      </button>
      {open ? <MenuPanel id={panelId} onClose={() => setOpenedAt(null)} /> : null}
    </div>
  );
}
