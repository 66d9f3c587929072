import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { storageKeys } from '../../lib/storage';
import { checkAuth, resetAuthForTests, safeBackTo, signOutIfUnauthorized, useAuthStore } from './store';

const state = () => useAuthStore.getState();

describe('auth store (spec point 4, Auth)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetAuthForTests();
  });
  afterEach(() => localStorage.clear());

  it('starts with isAuthed null', () => {
    expect(state().isAuthed).toBeNull();
  });

  it('without a stored token, isAuthed becomes false and no check is made', async () => {
    const check = vi.fn(async () => {});
    await checkAuth(check);
    expect(check).not.toHaveBeenCalled();
    expect(state().isAuthed).toBe(false);
  });

  it('with a token the check decides: 200 → true', async () => {
    localStorage.setItem(storageKeys.token, 'abc');
    await checkAuth(async () => {});
    expect(state()).toMatchObject({ token: 'abc', isAuthed: true });
  });

  it('with a token the check decides: 401 → false and the token is cleared', async () => {
    localStorage.setItem(storageKeys.token, 'abc');
    await checkAuth(async () => {
      throw new ApiError(401, 'ログインが必要です');
    });
    expect(state()).toMatchObject({ token: null, isAuthed: false });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it.each([0, 500, 503])(
    'keeps the member logged in when the check fails with %i (not a refusal)',
    async (status) => {
      localStorage.setItem(storageKeys.token, 'abc');
      await checkAuth(async () => {
        throw new ApiError(status, 'x');
      });
      expect(state()).toMatchObject({ token: 'abc', isAuthed: true });
      expect(localStorage.getItem(storageKeys.token)).toBe('abc');
    },
  );

  it('does not let the answer about an old token undo a login made meanwhile', async () => {
    localStorage.setItem(storageKeys.token, 'old');
    await checkAuth(async () => {
      state().loginSucceeded('new');
      throw new ApiError(401, 'x');
    });
    expect(state()).toMatchObject({ token: 'new', isAuthed: true });
  });

  it('login success stores the token under `token`; failure clears it and sets the error flag', () => {
    state().loginSucceeded('tok');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(state()).toMatchObject({ isAuthed: true, loginError: false });
    state().loginFailed();
    expect(localStorage.getItem('token')).toBeNull();
    expect(state()).toMatchObject({ token: null, isAuthed: false, loginError: true });
    state().loginSucceeded('tok2');
    expect(state().loginError).toBe(false);
  });

  it('sign out clears the token and remembers the screen it happened on until the next login', () => {
    state().loginSucceeded('tok');
    state().signOut('key-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(state()).toMatchObject({ isAuthed: false, signedOutAt: 'key-1' });
    state().loginSucceeded('tok');
    expect(state().signedOutAt).toBeNull();
  });

  it('backTo is used once', () => {
    state().setBackTo('/checkout/payment');
    expect(state().takeBackTo()).toBe('/checkout/payment');
    expect(state().takeBackTo()).toBeNull();
  });

  it('signs out on a 401 only', () => {
    state().loginSucceeded('tok');
    expect(signOutIfUnauthorized(new ApiError(500, 'x'))).toBe(false);
    expect(state().isAuthed).toBe(true);
    expect(signOutIfUnauthorized(new ApiError(401, 'x'))).toBe(true);
    expect(state().isAuthed).toBe(false);
  });
});

describe('safeBackTo', () => {
  it.each([
    ['/mypage', '/mypage'],
    ['/checkout/payment?x=1#top', '/checkout/payment?x=1#top'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['mypage', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(safeBackTo(input)).toBe(expected);
  });
});
