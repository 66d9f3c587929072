// The e-mail proof (issue 14, decision 0611): a new member sees My page's notice, asks for the link
// again, opens the mailed link, and the notice is gone; the used link shows the invalid screen.
import type { Page } from '@playwright/test';
import { allowFailedLoads, checkA11y, expect, test } from './fixtures';
import { waitForMails } from './outbox';
import { memberEmail, newMember } from './shop-data';

async function logIn(page: Page, token: string): Promise<void> {
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
}

/** The token of the newest proof link mailed to `email`. */
async function proofToken(email: string, count: number): Promise<string> {
  const mails = await waitForMails(email, 'the address-proof link', {
    containing: '/sp/verify-email/',
    count,
  });
  const match = /\/sp\/verify-email\/([A-Za-z0-9_-]{20,})/.exec(mails.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`no proof link in the mail to ${email}`);
  return match[1];
}

test('a new member proves the address by the mailed link', async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000);
  const token = await newMember(request);
  const email = await memberEmail(request, token);
  await proofToken(email, 1);
  await logIn(page, token);

  await page.goto('/sp/mypage');
  const notice = page.getByRole('region', { name: 'メールアドレスの確認をお願いいたします' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '確認メールを再送する' }).click();
  await expect(notice.getByRole('status')).toHaveText('確認メールをお送りしました。メールをご確認ください。');
  await checkA11y(page, 'My page with the e-mail proof notice');

  const link = await proofToken(email, 2);
  await page.goto(`/sp/verify-email/${link}`);
  await expect(page.getByRole('heading', { name: 'メールアドレスを確認しました' })).toBeVisible();
  await expect(page.getByText(`${email} の確認が完了しました。`)).toBeVisible();
  await checkA11y(page, 'the address proved');

  await page.getByRole('link', { name: 'マイページへ' }).click();
  await expect(page.getByRole('heading', { name: 'マイページ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'メールアドレスの確認をお願いいたします' })).toHaveCount(0);

  await page.goto(`/sp/verify-email/${link}`);
  await expect(page.getByRole('heading', { name: 'このURLは無効です' })).toBeVisible();
  await checkA11y(page, 'a used proof link');
  // The used link's 404 is the answer this screen is for.
  allowFailedLoads(consoleErrors, [404]);
});
