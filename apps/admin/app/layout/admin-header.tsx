import { useMutation } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { doneAnswerSchema } from '@shop/domain/answers';
import { roleAllows, staffRoleLabels, type StaffSessionAnswer } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { showToast } from '~/ui/toast-store';
import { adminPaths } from '@admin/config/paths';
import { adminRequest } from '@admin/lib/admin-api';
import { useSetSession } from '@admin/lib/staff-session';
import { adminNavItems } from './nav-items';

/** The bar over every screen: the menu for the staff member's role, who is logged in, and logout. */
export function AdminHeader({ session }: { session: StaffSessionAnswer }) {
  const setSession = useSetSession();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => adminRequest('POST', '/logout', doneAnswerSchema),
    onSettled: () => {
      setSession(null);
      showToast('ログアウトしました', 'success');
      void navigate(adminPaths.login, { replace: true });
    },
  });
  const items = adminNavItems.filter((item) => roleAllows(session.staff.role, item.role));
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
        <p className="font-bold text-brand">シールラボ 管理画面</p>
        <nav aria-label="管理メニュー" className="flex-1">
          <ul className="flex flex-wrap gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === adminPaths.today}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-md px-3 font-bold ${isActive ? 'bg-brand-soft text-brand-dark' : 'text-slate-800 hover:bg-slate-100'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-slate-700">
          {session.staff.name}（{staffRoleLabels[session.staff.role]}）
        </p>
        <Button
          variant="secondary"
          pending={logout.isPending}
          pendingLabel="ログアウト中…"
          onClick={() => logout.mutate()}
        >
          ログアウト
        </Button>
      </div>
    </header>
  );
}
