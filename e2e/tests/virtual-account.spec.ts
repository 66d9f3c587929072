// Issue 21 point 2, 銀行振込（バーチャル口座） on a phone and at the desk (decision 0825): the customer
// orders and finds the order's own account, the amount and the deadline on the thanks page and My
// page; a full deposit on the stand-in's deposit page moves the order on by itself (its signed
// notification), and My page then shows it paid. At the desk, the owner sees a short deposit waiting
// in the back office and takes it as it is in one step (decision 0786). axe checks every screen.
import type { APIRequestContext } from '@playwright/test';
import { desk, loginAsNewStaff } from './back-office';
import { allowFailedLoads, checkA11y, expect, test } from './fixtures';
import { apiPurchase, newMember } from './shop-data';
import { checkoutWith, sendOrder, thankedPurchaseId } from './order-with-method';

/** The stand-in's bank: every account it issues is at this branch (sandbox-pay/virtual-accounts.ts). */
const standInBank = { bankName: 'さくら青葉銀行', branchName: 'バーチャル第一支店' };

/** The account the provider issued to the purchase, as the member's own purchase answer gives it. */
async function issuedAccount(request: APIRequestContext, token: string, purchaseId: string): Promise<string> {
  const answer = await request.get(`/api/v2/purchases/${purchaseId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as {
    data: { bankTransfer: { account: { accountNumber: string } | null } | null };
  };
  return body.data.bankTransfer?.account?.accountNumber ?? '';
}

test('a phone order by virtual account shows its own account, is deposited in full on the stand-in and moves on by itself', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The stand-in's page has no icon: the browser's request for one is a 404.
  allowFailedLoads(consoleErrors, [404]);
  await checkoutWith(page, request, '銀行振込（バーチャル口座）', {
    givenName: '専用',
    givenKana: 'センヨウ',
  });
  await expect(page.getByTestId('checkout-total')).toHaveText('¥2,530');
  await sendOrder(page);

  const purchaseId = await thankedPurchaseId(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'お振込みのお願い' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('bank-transfer-amount')).toHaveText('¥2,530');
  await expect(panel.getByTestId('bank-transfer-account-number')).toHaveText(/^\d{7}$/);
  const accountNumber = await panel.getByTestId('bank-transfer-account-number').innerText();
  await expect(panel).toContainText(standInBank.bankName);
  await expect(panel).toContainText(standInBank.branchName);
  await expect(panel).toContainText('この口座はこのご注文専用です');
  // The order's own account needs no purchase number in the transfer name.
  await expect(panel.getByTestId('bank-transfer-name')).toHaveCount(0);
  await expect(panel.getByTestId('bank-transfer-due')).toHaveText(
    /^\d{4}年\d{1,2}月\d{1,2}日\([月火水木金]\)$/,
  );
  await checkA11y(page, 'thanks page, virtual account');

  await page.getByRole('link', { name: 'ご注文内容を確認する' }).click();
  await expect(page).toHaveURL(new RegExp(`/sp/mypage/histories/${purchaseId}$`));
  const onMyPage = page.getByRole('region', { name: 'お振込みのお願い' });
  await expect(onMyPage.getByTestId('bank-transfer-account-number')).toHaveText(accountNumber);
  await expect(onMyPage.getByTestId('bank-transfer-amount')).toHaveText('¥2,530');
  await expect(page.getByText('（ご入金をお待ちしております）')).toBeVisible();
  await checkA11y(page, 'My page, virtual account awaited');

  // The customer's bank, played by the stand-in's deposit page: the full amount.
  await page.goto(`/sandbox-pay/virtual-accounts/deposit?account=${accountNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'バーチャル口座への入金' })).toBeVisible();
  await expect(page.getByLabel('口座番号（7桁）')).toHaveValue(accountNumber);
  await page.getByLabel('ご請求額どおり（残りの全額）').check();
  await page.getByRole('button', { name: '入金する' }).click();
  const done = page.getByRole('status');
  await expect(done).toContainText('¥2,530 を入金し、ショップへ通知しました（ショップの応答 200）');
  await expect(done.getByTestId('deposit-total')).toHaveText('¥2,530');

  // Nobody at the shop touched it: the notification moved the order on.
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByText('お振込み（¥2,530）のご入金を確認しました。')).toBeVisible();
  await expect(page.getByText('（お支払い済み）')).toBeVisible();
  await expect(page.getByRole('region', { name: 'お振込みのお願い' })).toHaveCount(0);
  await checkA11y(page, 'My page, virtual account paid');
});

test.describe('at the desk', () => {
  test.use(desk);

  test('the owner sees a short deposit left waiting and accepts it in one step: the order moves on', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const token = await newMember(request, { givenName: '不足', givenKana: 'フソク' });
    const { purchaseId } = await apiPurchase(request, token, { method: 'vbank' });
    const accountNumber = await issuedAccount(request, token, purchaseId);
    expect(accountNumber).toMatch(/^\d{7}$/);

    // Half of what is due comes in, told to the shop by the stand-in's signed notification.
    const deposited = await request.post('/sandbox-pay/virtual-accounts/deposit', {
      form: { account_number: accountNumber, kind: 'short' },
    });
    expect(deposited.status()).toBe(200);
    expect(await deposited.text()).toContain('ショップの応答 200');

    await loginAsNewStaff(page, { name: '経理 責任者', role: 'owner' });
    await page.goto(`/admin/orders/${purchaseId}`);
    await expect(page.getByRole('heading', { name: `ご注文 ${purchaseId}` })).toBeVisible();
    const deposit = page.getByRole('region', { name: '銀行振込（バーチャル口座）の入金' });
    await expect(deposit.getByTestId('transfer-state')).toHaveText('入金不足');
    await expect(deposit.getByTestId('transfer-received')).toHaveText('¥1,265');
    await expect(deposit).toContainText('¥1,265');
    await expect(deposit.getByTestId('transfer-account')).toContainText(accountNumber);
    await expect(deposit.getByTestId('transfer-decision')).toContainText('自動では進めていません');
    // Deposits are the provider's to tell: no form to type one in.
    await expect(deposit.getByRole('button', { name: '入金を記録する' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${purchaseId}-1`) })).toContainText(
      '支払待ち',
    );
    await checkA11y(page, 'back office, virtual account short');

    // The owner takes it as it is: the order moves on, the shortfall is kept beside it.
    await expect(deposit).toContainText('不足額 ¥1,265 を了承のうえ');
    await deposit.getByRole('button', { name: 'この入金で受け付ける' }).click();
    await expect(deposit.getByTestId('transfer-state')).toHaveText('入金済み');
    await expect(deposit.getByTestId('transfer-accepted-shortfall')).toHaveText('¥1,265');
    await expect(deposit.getByRole('button', { name: 'この入金で受け付ける' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${purchaseId}-1`) })).toContainText(
      '支払済み・入稿待ち',
    );
    await checkA11y(page, 'back office, virtual account accepted');
    // The back office asks for its session before the login (401), as every staff journey does.
    allowFailedLoads(consoleErrors, [401]);
  });
});
