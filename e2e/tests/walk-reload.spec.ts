// Issue 16, point 5: nothing typed is lost on reload. The configurator and the confirmation steps
// of contact, signup and the sample request keep what was entered in the tab's session storage;
// a confirmation step opened directly shows it; the password is never stored (decision 0662).
import { checkA11y, expect, test } from './fixtures';

test('contact and sample requests survive a reload of their confirmation step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sp/contact');
  await page.locator('#contact-familyName').fill('山田');
  await page.locator('#contact-givenName').fill('太郎');
  await page.locator('#contact-email').fill('reload@example.jp');
  await page.locator('#contact-message').fill('再読み込みしても消えないでしょうか。');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/contact\/confirmation$/);
  await page.reload();
  await expect(page).toHaveURL(/\/sp\/contact\/confirmation$/);
  await expect(page.getByText('再読み込みしても消えないでしょうか。')).toBeVisible();
  await expect(page.getByText('reload@example.jp')).toBeVisible();
  await checkA11y(page, 'contact confirmation after a reload');
  // Back on the form, everything is there.
  await page.goto('/sp/contact');
  await expect(page.locator('#contact-message')).toHaveValue('再読み込みしても消えないでしょうか。');

  await page.goto('/sp/request-sample');
  await page.getByRole('checkbox', { name: '白PPステッカー' }).check();
  await page.getByLabel('お名前').fill('山田 太郎');
  await page.getByLabel('フリガナ').fill('ヤマダ タロウ');
  await page.getByLabel('郵便番号', { exact: false }).first().fill('1000001');
  await expect(page.locator('#sample-address-level2')).toHaveValue('千代田区');
  await page.locator('#sample-address-line1').fill('千代田1-1');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('メールアドレス').fill('sample-reload@example.jp');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/request-sample\/confirm$/);
  // Opened directly, as from a bookmark in the same tab.
  await page.goto('/sp/request-sample/confirm');
  await expect(page.getByText('sample-reload@example.jp')).toBeVisible();
  await expect(page.getByText(/東京都千代田区千代田1-1/)).toBeVisible();
});

test('signup keeps the form but never the password; the configurator keeps its choices', async ({ page }) => {
  test.setTimeout(90_000);
  const password = 'secret-pass-2026';
  await page.goto('/sp/signup');
  await page.getByLabel('姓', { exact: true }).fill('山田');
  await page.getByLabel('名', { exact: true }).fill('太郎');
  await page.getByLabel('セイ').fill('ヤマダ');
  await page.getByLabel('メイ').fill('タロウ');
  await page.getByLabel('郵便番号').fill('1000001');
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区');
  await page.getByLabel('町名・番地').fill('千代田1-1');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('メールアドレス').fill(`reload-${Date.now()}@example.com`);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/signup\/confirmation$/);

  await page.reload();
  await expect(page).toHaveURL(/\/sp\/signup\/confirmation$/);
  await expect(page.getByText('千代田区千代田1-1')).toBeVisible();
  await expect(
    page.getByText('パスワードは保存していないため、入力画面でもう一度ご入力ください。'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '登録する' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).toContain('千代田1-1');
  expect(stored).not.toContain(password);
  await checkA11y(page, 'signup confirmation after a reload');
  await page.getByRole('button', { name: '入力画面に戻る' }).click();
  await expect(page.getByLabel('町名・番地')).toHaveValue('千代田1-1');
  await expect(page.getByLabel('パスワード', { exact: true })).toHaveValue('');

  await page.goto('/sp/materials/white-pp');
  await page.getByLabel('横').fill('50');
  await page.getByLabel('縦').fill('40');
  await expect(page.getByLabel('縦')).toHaveValue('40');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('draft:current-item') ?? ''))
    .toContain('"sizeY":40');
  await page.reload();
  await expect(page.getByLabel('横')).toHaveValue('50');
  await expect(page.getByLabel('縦')).toHaveValue('40');
});
