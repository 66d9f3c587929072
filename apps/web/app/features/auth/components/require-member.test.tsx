import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests, useAuthStore } from '../store';
import { RequireMember } from './require-member';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/mypage/account',
        element: (
          <RequireMember>
            <h1>会員情報の変更</h1>
          </RequireMember>
        ),
      },
      { path: '/login', element: <h1>ログイン</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireMember', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    resetAuthForTests();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends a visitor without a token to /login, remembering where they were going', async () => {
    const router = renderAt('/mypage/account?tab=1#mail');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().backTo).toBe('/mypage/account?tab=1#mail');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the screen to a member once check-login says 200', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { isAuthed: true } }), { status: 200 }));
    renderAt('/mypage/account');
    expect(screen.getByRole('status').textContent).toContain('ログイン状態を確認しています');
    expect(await screen.findByRole('heading', { name: '会員情報の変更' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/check-login');
  });

  it('sends a member whose token was refused (401) to /login', async () => {
    localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'ログインが必要です' }), { status: 401 }),
    );
    const router = renderAt('/mypage/account');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not send a member who logged out on this screen to /login (they are on their way to /)', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { isAuthed: true } }), { status: 200 }));
    const router = renderAt('/mypage/account');
    expect(await screen.findByRole('heading', { name: '会員情報の変更' })).toBeTruthy();
    act(() => useAuthStore.getState().signOut(router.state.location.key));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/mypage/account');
    expect(screen.queryByRole('heading', { name: '会員情報の変更' })).toBeNull();
  });
});
