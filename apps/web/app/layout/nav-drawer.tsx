import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { useLogout } from '../features/auth/api/logout';
import { useAuthStore } from '../features/auth/store';
import { wrapTabFocus } from '../ui/focus-trap';
import { CloseIcon, ChevronRightIcon } from '../ui/icons';
import { drawerNavItems } from './nav-items';

export const NAV_DRAWER_ID = 'site-nav';

/**
 * The navigation drawer, on the native modal `<dialog>`: it traps focus, makes the page behind
 * inert, closes on Escape and gives focus back to the menu button, without a dialog library
 * (decision 0205).
 */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isAuthed = useAuthStore((state) => state.isAuthed);
  const logout = useLogout();
  // A member needs neither ログイン nor 会員登録, but a way to log out.
  const memberOnlyHidden: readonly string[] = [paths.login.href(), paths.signup.href()];
  const items =
    isAuthed === true
      ? drawerNavItems.filter((item) => !memberOnlyHidden.includes(item.href))
      : drawerNavItems;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom and very old browsers lack showModal: the drawer then opens non-modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={NAV_DRAWER_ID}
      aria-labelledby={`${NAV_DRAWER_ID}-title`}
      onClose={onClose}
      // A click whose target is the dialog itself landed on the backdrop (the panel fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      // showModal leaves Tab free to walk out of the drawer after its last link (decision 0517).
      onKeyDown={(event) => wrapTabFocus(event, event.currentTarget)}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 py-2 pr-2 pl-4">
          <h2 id={`${NAV_DRAWER_ID}-title`} className="font-bold text-slate-900">
            メニュー
          </h2>
          <button
            type="button"
            autoFocus
            onClick={() => dialogRef.current?.close()}
            className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
            aria-label="メニューを閉じる"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={`${site.name}のメニュー`} className="flex-1 overflow-y-auto">
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  prefetch="intent"
                  className="flex min-h-12 items-center justify-between px-4 py-3 text-slate-900 hover:bg-slate-50"
                >
                  {item.label}
                  <ChevronRightIcon width={18} height={18} className="text-slate-400" />
                </Link>
              </li>
            ))}
            {isAuthed === true ? (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    dialogRef.current?.close();
                    void logout();
                  }}
                  className="flex min-h-12 w-full items-center px-4 py-3 text-left text-slate-900 hover:bg-slate-50"
                >
                  ログアウト
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
