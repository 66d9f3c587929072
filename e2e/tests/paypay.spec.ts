// Issue 21 point 3, PayPay on a phone (decision 0785): the customer orders with PayPay, is sent to
// the stand-in's payment page (「PayPayアプリで支払う」 on a phone), pays, comes back to the thanks
// page and finds the order paid on My page. An abandoned payment: back without paying, the
// waiting page asks a few times and says what to do, My page offers 「支払いを続ける」, and the
// reconciliation run as 31 minutes later (the staff command on a test server) releases it. Paid in
// the app without ever coming back: PayPay's signed notification moves the order on by itself
// (decision 0762).
import type { Locator, Page, Response } from '@playwright/test';
import { allowFailedLoads, checkA11y, expect, test } from './fixtures';
import { apiPurchase, logInWithOneLine, newMember } from './shop-data';
import { checkoutWith, sendOrder, thankedPurchaseId } from './order-with-method';
import { staffServer } from './staff-server';

const isStatusQuestion = (response: Response): boolean => response.url().includes('/api/v2/paypay/payments/');

/**
 * Moves the page's installed clock past each pause of the waiting page, one question at a time,
 * until `shown` is visible: every question is still asked and answered, none waited for.
 */
async function skipWaitsUntil(page: Page, shown: Locator): Promise<void> {
  for (let skipped = 0; !(await shown.isVisible()); skipped += 1) {
    if (skipped > 20) throw new Error('the waiting page kept asking PayPay after 20 pauses');
    const answered = page.waitForResponse(isStatusQuestion);
    await page.clock.fastForward(10_000);
    // No pause left once the last answer is in: the page then shows what it says at the end.
    await Promise.race([answered, shown.waitFor()]);
  }
}

test('a phone order with PayPay is paid on the stand-in and shows paid on My page', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The stand-in's page has no icon: the browser's request for one is a 404.
  allowFailedLoads(consoleErrors, [404]);
  await checkoutWith(page, request, 'PayPay', { givenName: 'ペイ', givenKana: 'ペイ' });
  await sendOrder(page);

  // PayPay's page (the stand-in): on a phone, the app's button.
  await expect(page).toHaveURL(/\/sandbox-pay\/paypay\/pay\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'PayPayでのお支払い' })).toBeVisible();
  await expect(page.getByText('¥2,530')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('paypay-page.png'), fullPage: true });
  await page.getByRole('button', { name: 'PayPayアプリで支払う' }).click();

  const purchaseId = await thankedPurchaseId(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible({
    timeout: 20_000,
  });
  await checkA11y(page, 'thanks page, PayPay');

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await expect(page.getByText('（お支払い済み）')).toBeVisible();
  await expect(page.getByRole('button', { name: '支払いを続ける' })).toHaveCount(0);
  // The cart went with the order.
  await page.goto('/sp/cart');
  await expect(page.getByText('カートに商品はありません。')).toBeVisible();
});

test('paid in the app without coming back, the order is paid by PayPay’s notification alone', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  allowFailedLoads(consoleErrors, [404]);
  const token = await newMember(request, { givenName: '通知', givenKana: 'ツウチ' });
  const { purchaseId, redirect } = await apiPurchase(request, token, { method: 'paypay' });
  expect(redirect).not.toBeNull();
  await logInWithOneLine(page, token);
  // The customer pays in the app and closes it: PayPay's answer is taken, its way back to the shop
  // never followed (a route sees no redirect, so the payment's own post is the one held here).
  let wayBack = '';
  await page.route('**/sandbox-pay/paypay/pay/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const paid = await route.fetch({ maxRedirects: 0 });
    wayBack = paid.headers().location ?? '';
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="ja"><title>PayPay</title><p>アプリを閉じました</p></html>',
    });
  });
  await page.goto(redirect ?? '');
  await page.getByRole('button', { name: 'PayPayアプリで支払う' }).click();
  await expect(page.getByText('アプリを閉じました')).toBeVisible();
  expect(wayBack).toContain('/api/v2/paypay/return/');
  await page.unroute('**/sandbox-pay/paypay/pay/**');

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await expect(page.getByText('（お支払い済み）')).toBeVisible();
  await expect(page.getByRole('button', { name: '支払いを続ける' })).toHaveCount(0);
});

test.describe('an abandoned PayPay payment', () => {
  const port = Number(process.env.E2E_PORT ?? 3210) + 1023;
  const server = staffServer(port, { APP_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}` });
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await server.start();
  });
  test.afterAll(async () => server.stop());

  test('is waited for, offered on My page, then released 30 minutes on', async ({
    page,
    playwright,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    allowFailedLoads(consoleErrors, [404]);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const token = await newMember(api, { givenName: '放置', givenKana: 'ホウチ' });
    const { purchaseId, redirect } = await apiPurchase(api, token, { method: 'paypay' });
    await api.dispose();
    expect(redirect).not.toBeNull();

    await logInWithOneLine(page, token);
    // The page's clock is the test's: the waiting page's twenty seconds of pauses are skipped.
    await page.clock.install();
    await page.goto(redirect ?? '');
    await page.getByRole('link', { name: '支払わずにショップに戻る' }).click();
    // Not paid: the shop asks PayPay a few times, then says what to do.
    await expect(page.getByRole('heading', { level: 1, name: 'お支払いを確認しています' })).toBeVisible();
    await skipWaitsUntil(
      page,
      page.getByRole('heading', { level: 1, name: 'お支払いの確認に時間がかかっています' }),
    );
    await checkA11y(page, 'PayPay payment not confirmed yet');

    await page.goto(`/sp/mypage/histories/${purchaseId}`);
    const notice = page.getByRole('region', { name: 'PayPayでのお支払いが完了していません' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice.getByRole('button', { name: '支払いを続ける' })).toBeVisible();
    await expect(notice.getByRole('button', { name: 'このご注文を取り消す' })).toBeVisible();
    await checkA11y(page, 'My page, PayPay awaited');

    // Half an hour on, the round withdraws it (run inside the server through its control socket).
    const later = new Date(Date.now() + 31 * 60 * 1000).toISOString();
    expect(await server.admin(['purchases:reconcile', '--as-of', later])).toContain(
      '取り消し（未決済）: 1件',
    );

    await page.goto('/sp/mypage/histories');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(purchaseId)).toHaveCount(0);
    await page.goto(redirect ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'このお支払いは取り消されました' }),
    ).toBeVisible();
  });
});
