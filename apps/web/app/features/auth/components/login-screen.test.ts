import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { loginErrorMessage } from './login-screen';
import { nextMenuOpen } from './user-menu';

describe('loginErrorMessage', () => {
  it.each([
    [new ApiError(401, 'anything'), 'メールアドレスまたはパスワードが正しくありません'],
    [
      new ApiError(429, 'ログインの失敗が続いたため、一時的にログインを制限しています'),
      'ログインの失敗が続いたため、一時的にログインを制限しています',
    ],
    [new ApiError(0, '通信できませんでした'), '通信できませんでした'],
    [new Error('x'), 'メールアドレスまたはパスワードが正しくありません'],
  ])('%s → %s', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});

describe('nextMenuOpen (the user menu toggles only when authed)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
    [null, false, false],
  ] as const)('isAuthed %s, open %s → %s', (isAuthed, open, next) => {
    expect(nextMenuOpen(isAuthed, open)).toBe(next);
  });
});
