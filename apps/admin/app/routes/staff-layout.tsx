import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { adminPaths } from '@admin/config/paths';
import { onSessionLost } from '@admin/lib/admin-api';
import { placeOf, useSetSession, useStaffSession } from '@admin/lib/staff-session';
import { AdminHeader } from '@admin/layout/admin-header';

/**
 * Every screen behind the login: a visitor without a complete login goes to the step owed, and
 * comes back here after it. When the server ends the session (30 idle minutes), the login page
 * says why.
 */
export default function StaffLayout() {
  const session = useStaffSession();
  const setSession = useSetSession();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionLost(() => {
        setSession(null);
        void navigate(`${adminPaths.login}?ended=idle`, {
          replace: true,
          state: { from: location.pathname },
        });
      }),
    [setSession, navigate, location.pathname],
  );
  if (session.isPending) {
    return (
      <p role="status" className="p-8 text-slate-700">
        読み込み中…
      </p>
    );
  }
  if (session.isError) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="sr-only">シールラボ 管理画面</h1>
        <FormAlert message={errorMessageOf(session.error, '管理画面を開けませんでした')} />
      </main>
    );
  }
  const place = placeOf(session.data);
  const from = { from: `${location.pathname}${location.search}` };
  if (place === 'login') return <Navigate to={adminPaths.login} replace state={from} />;
  if (place === 'code') return <Navigate to={adminPaths.loginCode} replace state={from} />;
  if (place === 'enrol' || !session.data) return <Navigate to={adminPaths.enrol} replace />;
  return (
    <>
      <AdminHeader session={session.data} />
      <main className="mx-auto w-full max-w-6xl px-4 py-6">
        <Outlet context={session.data} />
      </main>
    </>
  );
}
