// Issue 5, the member's whole life in the browser: signup (postal lookup, JIS and katakana
// messages) → login (wrong password, then back to the page asked for) → header menu → account edit
// → address book → logout → password reset by the mailed link → login → leave → login refused.
// Every screen is photographed into the test's output folder.
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { waitForMails } from './outbox';

/** A full-page picture of the screen, kept with the test's results (test-results/…/NN-name.png). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The reset token of the newest mail to `email` that carries a reset link. */
async function resetTokenFromOutbox(email: string): Promise<string> {
  const mails = await waitForMails(email, 'the password reset link', { containing: '/sp/reset/' });
  const match = /\/sp\/reset\/([A-Za-z0-9_-]{20,})/.exec(mails.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`no reset link in the mail to ${email}`);
  return match[1];
}

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** A complete, valid signup form. */
async function fillSignup(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('姓', { exact: true }).fill('山田');
  await page.getByLabel('名', { exact: true }).fill('太郎');
  await page.getByLabel('セイ').fill('ヤマダ');
  await page.getByLabel('メイ').fill('タロウ');
  await page.getByLabel('郵便番号').fill('1000001');
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区');
  await page.getByLabel('町名・番地').fill('千代田1-1');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
}

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

test('a member signs up, logs in, edits the account and addresses, resets the password and leaves', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `member-${stamp}@example.com`;
  const newEmail = `member-${stamp}-new@example.com`;
  const password = 'sticker2026';
  const newPassword = 'labels2027x';

  // --- Signup -------------------------------------------------------------------------------
  await page.goto('/sp/signup');
  await expect(page.locator('h1')).toHaveText('会員登録');
  await shot(page, '01-signup-empty');

  await page.getByLabel('会社名・団体名').fill('株式会社テスト印刷');
  await page.getByLabel('姓', { exact: true }).fill('山田');
  await page.getByLabel('名', { exact: true }).fill('太郎①');
  await page.getByLabel('セイ').fill('やまだ');
  await page.getByLabel('メイ').fill('タロウ');

  // Full-width digits with a hyphen: the lookup runs at 7 digits and fills the address.
  await page.getByLabel('郵便番号').fill('１００－０００１');
  await expect(page.getByTestId('postal-lookup-result')).toHaveText('〒100-0001 東京都千代田区千代田');
  await expect(page.getByLabel('都道府県')).toHaveValue('13');
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区');
  await expect(page.getByLabel('町名・番地')).toHaveValue('千代田');
  await page.getByLabel('町名・番地').fill('千代田1-1');
  await page.getByLabel('建物名・部屋番号').fill('ステッカービル3階');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);

  // Enter in a field does not submit (spec point 5).
  await page.getByLabel('メールアドレス').press('Enter');
  await expect(page).toHaveURL(/\/sp\/signup$/);

  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(
    page.getByText(
      '3文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ),
  ).toBeVisible();
  await expect(page.getByText('全角カタカナでご入力ください')).toBeVisible();
  // The top-most field in error has the focus.
  await expect(page.getByLabel('名', { exact: true })).toBeFocused();
  await expect(page.getByLabel('名', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '02-signup-errors');
  await checkA11y(page, 'signup form with errors');

  await page.getByLabel('名', { exact: true }).fill('太郎');
  await page.getByLabel('セイ').fill('ヤマダ');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();

  await expect(page).toHaveURL(/\/sp\/signup\/confirmation$/);
  await expect(page.locator('h1')).toHaveText('会員登録内容の確認');
  await expect(page.getByText('〒100-0001')).toBeVisible();
  await expect(page.getByText('東京都千代田区千代田1-1 ステッカービル3階')).toBeVisible();
  await expect(page.getByText(password)).toHaveCount(0);
  await shot(page, '03-signup-confirmation');
  await checkA11y(page, 'signup confirmation');

  // Back to the form keeps everything typed.
  await page.getByRole('button', { name: '入力画面に戻る' }).click();
  await expect(page.getByLabel('名', { exact: true })).toHaveValue('太郎');
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/sp\/?$/);
  await expectToast(page, '会員登録が完了しました');
  await shot(page, '04-signup-done-home');

  // Signup logged the member in (decision 0664); they log out to try the login below.
  await expect(page.getByRole('button', { name: '会員メニュー' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('token'));

  // Success reset the form. The same address again: said at the input step, on its field.
  await page.goto('/sp/signup');
  await expect(page.getByLabel('メールアドレス')).toHaveValue('');
  await fillSignup(page, email, password);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('このメールアドレスはすでに登録されています')).toBeVisible();
  await expect(page).toHaveURL(/\/sp\/signup$/);
  await shot(page, '04b-signup-refused');
  await expect(page.getByLabel('町名・番地')).toHaveValue('千代田1-1');

  // --- Login, back to the member-only page asked for ----------------------------------------
  await page.goto('/sp/mypage/shipment');
  await expect(page).toHaveURL(/\/sp\/login$/);
  await expect(page.getByText('この先は会員の方専用のページです')).toBeVisible();
  await login(page, email, 'wrong-password1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません' }),
  ).toBeVisible();
  await shot(page, '05-login-failed');
  await checkA11y(page, 'login refused');
  await login(page, email, password);
  await expect(page).toHaveURL(/\/sp\/mypage\/shipment$/);
  await expectToast(page, 'ログインしました');

  // --- Header menu ----------------------------------------------------------------------------
  const menuButton = page.getByRole('button', { name: '会員メニュー' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('山田 太郎 様')).toBeVisible();
  await shot(page, '06-user-menu');
  await page.getByRole('link', { name: '会員情報の変更' }).click();
  await expect(page).toHaveURL(/\/sp\/mypage\/account$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // --- Account edit ---------------------------------------------------------------------------
  await expect(page.getByLabel('電話番号')).toHaveValue('03-1234-5678');
  await expect(page.getByLabel('郵便番号')).toHaveValue('100-0001');
  await shot(page, '07-account');
  await page.getByLabel('電話番号').fill('03-9876-5432');
  await page.getByLabel('メールアドレス').fill(newEmail);
  // A new e-mail asks for the current password.
  const current = page.getByLabel('現在のパスワード');
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: '変更を保存する' }).click();
  await expect(
    page.getByText('メールアドレスまたはパスワードを変更する場合は、現在のパスワードをご入力ください'),
  ).toBeVisible();
  await expect(current).toBeFocused();
  await current.fill('not-my-password1');
  await page.getByRole('button', { name: '変更を保存する' }).click();
  await expect(page.getByText('現在のパスワードが正しくありません')).toBeVisible();
  await shot(page, '08-account-wrong-current-password');
  await checkA11y(page, 'account form with a server error');
  await current.fill(password);
  await page.getByRole('button', { name: '変更を保存する' }).click();
  await expect(page).toHaveURL(/\/sp\/mypage\/account-done$/);
  await expectToast(page, '会員情報を更新しました');
  await shot(page, '09-account-done');

  // --- Address book ---------------------------------------------------------------------------
  await menuButton.click();
  await page.getByRole('link', { name: '発送元・お届け先の管理' }).click();
  await expect(page).toHaveURL(/\/sp\/mypage\/shipment$/);
  await expect(page.getByText('登録されているお届け先はありません。')).toBeVisible();
  await shot(page, '10-address-book-empty');

  await page.getByRole('button', { name: 'お届け先を追加する' }).click();
  const dialog = page.getByRole('dialog', { name: 'お届け先の追加' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('姓', { exact: true }).fill('佐藤');
  await dialog.getByLabel('名', { exact: true }).fill('花子');
  await dialog.getByLabel('セイ').fill('サトウ');
  await dialog.getByLabel('メイ').fill('ハナコ');
  await dialog.getByLabel('郵便番号').fill('5300001');
  await expect(dialog.getByLabel('都道府県')).toHaveValue('27');
  await expect(dialog.getByLabel('市区町村')).toHaveValue('大阪市北区');
  await expect(dialog.getByLabel('町名・番地')).toHaveValue('梅田');
  await dialog.getByLabel('町名・番地').fill('梅田1-1-1');
  await dialog.getByLabel('電話番号').fill('06-1234-5678');
  await shot(page, '11-address-add-dialog');
  await checkA11y(page, 'address dialog open');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expectToast(page, 'お届け先を登録しました');
  const card = page.getByRole('article', { name: '佐藤 花子 様' });
  await expect(card).toContainText('〒530-0001');
  await expect(card).toContainText('大阪府大阪市北区梅田1-1-1');

  await card.getByRole('button', { name: /編集/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'お届け先の編集' });
  await expect(editDialog.getByLabel('郵便番号')).toHaveValue('530-0001');
  await editDialog.getByLabel('建物名・部屋番号').fill('梅田ビル5階');
  await editDialog.getByRole('button', { name: '変更を保存する' }).click();
  await expectToast(page, 'お届け先を変更しました');
  await expect(card).toContainText('梅田ビル5階');
  await shot(page, '12-address-book-one');

  await card.getByRole('button', { name: /削除/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'お届け先の削除' });
  await expect(confirm).toBeVisible();
  await shot(page, '13-address-delete-confirm');
  await checkA11y(page, 'address delete confirmation');
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expectToast(page, 'お届け先を削除しました');
  await expect(card).toHaveCount(0);

  // --- Logout ---------------------------------------------------------------------------------
  await menuButton.click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/sp\/?$/);
  await expectToast(page, 'ログアウトしました');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  // The user menu does not open for a visitor: there is none.
  await expect(page.getByRole('button', { name: '会員メニュー' })).toHaveCount(0);

  // --- Password reset -------------------------------------------------------------------------
  await page.goto('/sp/login');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page).toHaveURL(/\/sp\/reset$/);
  await shot(page, '14-reset-request');
  await page.getByLabel('メールアドレス').fill(newEmail);
  await page.getByRole('button', { name: '再設定用のメールを送信する' }).click();
  await expect(page).toHaveURL(/\/sp\/reset\/sent$/);
  await shot(page, '15-reset-sent');

  const token = await resetTokenFromOutbox(newEmail);
  await page.goto(`/sp/reset/${token}`);
  await expect(page.getByLabel('新しいパスワード', { exact: true })).toBeVisible();
  await shot(page, '16-reset-token-form');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('short1');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByText('パスワードは8文字以上72文字以内でご入力ください')).toBeVisible();
  await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page).toHaveURL(/\/sp\/login$/);
  await expectToast(page, 'パスワードを変更しました');

  // The link is single-use.
  await page.goto(`/sp/reset/${token}`);
  await expect(page.locator('h1')).toHaveText('このURLは無効です');
  await shot(page, '17-reset-token-invalid');

  // --- Login with the new password, then leave ------------------------------------------------
  await page.goto('/sp/login');
  await login(page, newEmail, password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません' }),
  ).toBeVisible();
  await login(page, newEmail, newPassword);
  await expect(page).toHaveURL(/\/sp\/mypage$/);
  await expectToast(page, 'ログインしました');

  await page.goto('/sp/mypage/account');
  await expect(page.getByRole('heading', { name: '退会について' })).toBeVisible();
  await page.getByRole('button', { name: '退会手続きへ進む' }).click();
  const leaveDialog = page.getByRole('alertdialog', { name: '本当に退会しますか？' });
  await expect(leaveDialog).toBeVisible();
  // Cancel is the safe default.
  await expect(leaveDialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await shot(page, '18-leave-confirm');
  await checkA11y(page, 'leave confirmation');
  await leaveDialog.getByRole('button', { name: '退会する' }).click();
  await expect(page).toHaveURL(/\/sp\/leave-thanks$/);
  await expectToast(page, '退会手続きが完了しました');
  await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  await shot(page, '19-leave-thanks');

  await page.goto('/sp/login');
  await login(page, newEmail, newPassword);
  await expect(
    page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません' }),
  ).toBeVisible();
  await shot(page, '20-login-refused-after-leave');

  // The refusals above are the server's answers the journey asked for (409 address taken, 401
  // login, 422 current password, 404 used link); Chromium logs each failed request. Nothing else
  // may appear.
  const expected = /Failed to load resource: the server responded with a status of (401|404|409|422)/;
  const unexpected = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('a member-only page sends a visitor to login and a bad reset link shows the invalid screen @quick', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/sp/mypage/account');
  await expect(page).toHaveURL(/\/sp\/login$/);
  await expect(page.locator('h1')).toHaveText('ログイン');

  await page.goto('/sp/reset/not-a-real-token-at-all');
  await expect(page.locator('h1')).toHaveText('このURLは無効です');
  await expect(page.getByRole('link', { name: 'パスワードの再設定をやり直す' })).toBeVisible();

  const expected = /Failed to load resource: the server responded with a status of 404/;
  const unexpected = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
