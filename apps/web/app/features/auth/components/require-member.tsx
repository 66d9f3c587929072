// Member-only screens (spec point 6: account, addresses, orders, histories, checkout, ...).
//
// Usage, in a route module (routes compose features; features never import each other):
//
//   import { RequireMember } from '~/features/auth/components/require-member';
//   export default function CheckoutPaymentRoute() {
//     return (
//       <RequireMember>
//         <CheckoutPaymentScreen />
//       </RequireMember>
//     );
//   }
//
// Until the start's check-login has answered (isAuthed null) a short "checking" line shows; a
// visitor who is not logged in is sent to /login with backTo set to the page they asked for
// (path, query and hash), and login brings them back there. Inside, the children render only for a
// member, so their queries may assume a token. `useRequireMember()` is the same as a hook, for a
// screen that wants to draw its own waiting state: it returns isAuthed (null, true or false) and
// redirects on false.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageContainer } from '../../../ui/page';
import { startAuth, useAuthStore } from '../store';

export function useRequireMember(): boolean | null {
  const isAuthed = useAuthStore((state) => state.isAuthed);
  const signedOutAt = useAuthStore((state) => state.signedOutAt);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    // Logged out or left from this very screen: it is being left for / (or /leave-thanks).
    if (isAuthed !== false || signedOutAt === location.key) return;
    useAuthStore.getState().setBackTo(`${location.pathname}${location.search}${location.hash}`);
    void navigate(paths.login.href(), { replace: true });
  }, [isAuthed, signedOutAt, location.key, location.pathname, location.search, location.hash, navigate]);

  return isAuthed;
}

export function MemberCheckPending() {
  return (
    <PageContainer>
      {/* A screen tall, as the page it stands for: the footer stays below the fold until the
          member's page replaces it (the payment page's CLS was 0.3 without it). */}
      <div className="min-h-svh">
        <p role="status" className="flex items-center gap-3 py-12 text-slate-700">
          <span
            aria-hidden
            className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
          />
          ログイン状態を確認しています…
        </p>
      </div>
    </PageContainer>
  );
}

/** Renders its children for a logged-in member only; anyone else goes to /login and comes back. */
export function RequireMember({ children }: { children: ReactNode }) {
  const isAuthed = useRequireMember();
  return isAuthed === true ? children : <MemberCheckPending />;
}
