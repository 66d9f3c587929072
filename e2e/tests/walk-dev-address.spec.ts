// Issue 16 point 12: on `npm start` (no PUBLIC_URL) a customer on http://127.0.0.1 who pays with a
// 3-D Secure card comes back to http://127.0.0.1, where their login and cart are, not to
// http://localhost (another origin, with neither); the order mail links to the same address
// (decision 0653). The journeys' server is `npm start` on 127.0.0.1 without PUBLIC_URL.
import { expect, test } from './fixtures';
import { waitForMails } from './outbox';
import { fillCard, memberEmail, newMember, placeOrder, startCheckout } from './shop-data';

test('a 3-D Secure payment on 127.0.0.1 returns to 127.0.0.1 and its mail links there', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  expect(new URL(baseURL ?? '').hostname).toBe('127.0.0.1');
  const token = await newMember(request);
  const email = await memberEmail(request, token);
  await startCheckout(page, token);
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await placeOrder(page);

  await expect(page.getByRole('heading', { level: 1, name: '本人認証' })).toBeVisible();
  await page.getByLabel('パスワード入力').fill('1234');
  await page.getByRole('button', { name: '認証する' }).click();

  // Back on the address the customer used, logged in, with the cart of that address emptied.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/sp/checkout/done/\\d{11}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  const purchaseId = /(\d{11})$/.exec(page.url())?.[1] ?? '';

  const [mail] = await waitForMails(email, 'the order confirmation', { containing: purchaseId });
  expect(mail).toContain(`${baseURL}/sp/mypage/histories/${purchaseId}`);
  expect(mail).not.toContain('http://localhost');

  // The stand-in issuer's page has no icon; the browser's request for it is a 404.
  const expected = /Failed to load resource: the server responded with a status of 404/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected.test(line)));
});
