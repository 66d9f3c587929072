// Issue 16, point 9: forms know the member. Logged in, the sample, estimate and contact forms open
// with the member's own name, company, address, telephone and e-mail (decision 0661); what the
// member types instead is never overwritten, and a visitor's forms stay empty.
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { newMember } from './shop-data';

const member = { givenName: '花子', givenKana: 'ハナコ', organization: '株式会社フォーム商会' };

async function logIn(page: Page, token: string): Promise<void> {
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
}

test('a logged-in member finds the sample, estimate and contact forms filled in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await newMember(request, member);
  const email = (
    (await (await request.get('/api/v2/user', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { user: { email: string } };
    }
  ).data.user.email;
  await logIn(page, token);

  await page.goto('/sp/request-sample');
  await expect(page.getByLabel('お名前')).toHaveValue('山田 花子');
  await expect(page.getByLabel('フリガナ')).toHaveValue('ヤマダ ハナコ');
  await expect(page.getByLabel('会社名・団体名')).toHaveValue(member.organization);
  await expect(page.locator('#sample-address-level1')).toHaveValue('13');
  await expect(page.locator('#sample-address-level2')).toHaveValue('千代田区');
  await expect(page.locator('#sample-address-line1')).toHaveValue('千代田1-1');
  await expect(page.getByLabel('電話番号')).toHaveValue('03-1234-5678');
  await expect(page.getByLabel('メールアドレス')).toHaveValue(email);
  await checkA11y(page, 'sample form filled from the member');

  // Only the samples are left to choose: the filled address passes as it is.
  await page.getByRole('checkbox', { name: '白PPステッカー' }).check();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/request-sample\/confirm$/);
  await expect(page.getByText('〒100-0001')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/sp/request-estimate');
  await expect(page.locator('#estimate-familyName')).toHaveValue('山田');
  await expect(page.locator('#estimate-givenName')).toHaveValue('花子');
  await expect(page.locator('#estimate-organization')).toHaveValue(member.organization);
  await expect(page.locator('#estimate-email')).toHaveValue(email);
  await expect(page.locator('#estimate-deliveryTo')).toHaveValue('13');

  await page.goto('/sp/contact');
  await expect(page.locator('#contact-familyName')).toHaveValue('山田');
  await expect(page.locator('#contact-givenName')).toHaveValue('花子');
  await expect(page.locator('#contact-email')).toHaveValue(email);
  // What the member types stays theirs.
  await page.locator('#contact-email').fill('other@example.jp');
  await page.locator('#contact-message').fill('納期について');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/contact\/confirmation$/);
  await expect(page.getByText('other@example.jp')).toBeVisible();
  await expect(page.getByText(member.organization)).toBeVisible();
});

test('a visitor’s forms start empty', async ({ page }) => {
  await page.goto('/sp/contact');
  await expect(page.locator('#contact-familyName')).toHaveValue('');
  await expect(page.locator('#contact-email')).toHaveValue('');
});
