// Issue 16 point 3: a numbering seal takes its numbering (decision 0655). The form asks for the
// start number, the digits, a prefix and a suffix, previews the first and last numbers, refuses a
// numbering that does not fit, and the numbering goes through the cart, the order review and the
// order to My page.
import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { newMember } from './shop-data';

const step = (page: Page, name: string): Locator => page.locator(`[data-step="${name}"]`);

test('a numbering seal is ordered with its start, digits, prefix and suffix', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await newMember(request);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);

  await page.goto('/sp/materials/numbering');
  await step(page, 'shape')
    .getByRole('radio', { name: /四角 小/ })
    .check();
  await step(page, 'deliveryDate')
    .getByRole('radio', { name: /5営業日以内発送/ })
    .check();
  await step(page, 'num').getByRole('combobox').selectOption('100');

  const numbering = page.getByRole('group', { name: '連番の指定' });
  await expect(numbering.getByLabel('開始番号')).toHaveValue('1');
  await expect(page.getByTestId('numbering-first')).toHaveText('0001');
  await expect(page.getByTestId('numbering-last')).toHaveText('0100');

  await numbering.getByLabel('接頭文字（番号の前）').fill('No.');
  await numbering.getByLabel('開始番号').fill('9950');
  await expect(page.getByTestId('numbering-last')).toHaveText('No.10049');
  await expect(numbering.getByText(/最後の番号（10,049）が4桁に収まりません/)).toBeVisible();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('選択項目をご確認ください')).toBeVisible();
  await expect(page).toHaveURL(/\/sp\/materials\/numbering$/);

  await numbering.getByLabel('桁数').selectOption('5');
  await numbering.getByLabel('接尾文字（番号の後）').fill('号');
  await expect(numbering.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('numbering-first')).toHaveText('No.09950号');
  await expect(page.getByTestId('numbering-last')).toHaveText('No.10049号');
  await checkA11y(page, 'numbering fields');
  await page.screenshot({ path: test.info().outputPath('numbering-form.png'), fullPage: true });

  // Kept across a reload (the configurator's session storage, issue 16 point 5).
  await page.reload();
  await expect(page.getByTestId('numbering-first')).toHaveText('No.09950号');

  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);
  const fact = 'No.09950号〜No.10049号（5桁）';
  await expect(page.getByRole('article').getByText(fact)).toBeVisible();

  await page.goto('/sp/checkout/payment');
  await page.getByRole('radio', { name: /代金引換/ }).check();
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先・発送元の指定' })).toBeVisible();
  await page.getByLabel(/軽微な調整/).check();
  await page.getByLabel(/必要な権利/).check();
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
  await expect(page.getByTestId('review-item')).toContainText(`連番${fact}`);
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  const purchaseId = page.url().split('/').pop() ?? '';

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByTestId('order-card')).toContainText(`連番${fact}`);
});
