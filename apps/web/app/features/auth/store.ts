// The Auth entity of spec points 3 and 4: token, isAuthed (null → true/false), backTo and
// resetTokenValidated. The token lives in local storage under `token` (the api client reads it
// from there for every call); the store mirrors it for the screens. Decision 0401.
import { create } from 'zustand';
import { isApiError } from '../../lib/api-error';
import { tokenStorage } from '../../lib/storage';
import { checkLogin } from './api/check-login';

export interface AuthState {
  token: string | null;
  /** null until the check has answered, then true or false. */
  isAuthed: boolean | null;
  /** Where to go after login: the member-only screen the visitor was sent away from. */
  backTo: string | null;
  /** The last login failed (spec point 4: the error flag). */
  loginError: boolean;
  /** The reset link of /reset/{token}: null while checking, then true or false. */
  resetTokenValidated: boolean | null;
  /**
   * The history entry (location key) the member logged out or left from: that screen is being
   * left for / or /leave-thanks, so it must not send them to /login meanwhile.
   */
  signedOutAt: string | null;
}

interface AuthActions {
  /** Login success: the token is stored and the member is authed. */
  loginSucceeded: (token: string) => void;
  /** Login failure: the token is cleared and the error flag set. */
  loginFailed: () => void;
  /** Logout, leaving or a refused token: no token, not authed. `at`: the screen being left. */
  signOut: (at?: string) => void;
  setBackTo: (path: string | null) => void;
  /** Returns backTo and forgets it (it is used once). */
  takeBackTo: () => string | null;
  setResetTokenValidated: (validated: boolean | null) => void;
}

export const initialAuthState: AuthState = {
  token: null,
  isAuthed: null,
  backTo: null,
  loginError: false,
  resetTokenValidated: null,
  signedOutAt: null,
};

/**
 * Only a path of this shop is a place to return to: `/mypage`, never `//evil.example` or a full
 * URL, so a crafted link cannot send a member elsewhere after login.
 */
export function safeBackTo(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

export const useAuthStore = create<AuthState & AuthActions>()((set, get) => ({
  ...initialAuthState,
  loginSucceeded: (token) => {
    tokenStorage.set(token);
    set({ token, isAuthed: true, loginError: false, signedOutAt: null });
  },
  loginFailed: () => {
    tokenStorage.clear();
    set({ token: null, isAuthed: false, loginError: true });
  },
  signOut: (at) => {
    tokenStorage.clear();
    set({ token: null, isAuthed: false, loginError: false, signedOutAt: at ?? null });
  },
  setBackTo: (path) => set({ backTo: safeBackTo(path) }),
  takeBackTo: () => {
    const { backTo } = get();
    set({ backTo: null });
    return backTo;
  },
  setResetTokenValidated: (resetTokenValidated) => set({ resetTokenValidated }),
}));

/**
 * The start of spec point 4: the token is read from local storage; without one isAuthed becomes
 * false; with one, check-login decides. Only a 401 means "not logged in": when the phone is
 * offline or the server fails, the member stays logged in and the next call decides.
 */
export async function checkAuth(check: () => Promise<void> = checkLogin): Promise<void> {
  const token = tokenStorage.get();
  if (!token) {
    useAuthStore.setState({ token: null, isAuthed: false });
    return;
  }
  useAuthStore.setState({ token });
  try {
    await check();
    if (tokenStorage.get() === token) useAuthStore.setState({ isAuthed: true });
  } catch (error) {
    // A login in the meantime (another token) is not undone by the answer about the old one.
    if (tokenStorage.get() !== token) return;
    if (isApiError(error) && error.status === 401) useAuthStore.getState().signOut();
    else useAuthStore.setState({ isAuthed: true });
  }
}

let started: Promise<void> | null = null;

/** Runs the start once per page load (the header and member screens all ask for it). */
export function startAuth(): Promise<void> {
  if (started) return started;
  started = checkAuth();
  if (typeof window !== 'undefined') {
    // Logging in or out in another tab changes the shared token: follow it here too.
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== 'token') return;
      if (tokenStorage.get() === useAuthStore.getState().token) return;
      void checkAuth();
    });
  }
  return started;
}

/** For tests: forget that the start ran. */
export function resetAuthForTests(): void {
  started = null;
  useAuthStore.setState(initialAuthState);
}

/** Any member call answered 401: the token has expired or was revoked. */
export function signOutIfUnauthorized(error: unknown): boolean {
  if (isApiError(error) && error.status === 401) {
    useAuthStore.getState().signOut();
    return true;
  }
  return false;
}
