// Issue 21 point 1, 銀行振込 on a phone and at the desk: the customer orders by bank transfer and
// finds the shop's account, the amount, the 振込名義 and the deadline on the thanks page and on My
// page; staff record a short transfer and then the rest in the back office, which moves the order
// on; the customer then reads that the payment arrived. axe checks every screen.
import { devices } from '@playwright/test';
import { desk, test } from './back-office';
import { checkA11y, expect } from './fixtures';
import { downloadedPdfText } from './pdf-download';
import { apiPurchase, logInWithOneLine, newMember, placeOrder, startCheckout } from './shop-data';

/** The sample shop's account (the journeys' server runs on the sample profile). */
const account = {
  bankName: 'さくら青葉銀行',
  branchName: '渋谷支店',
  accountNumber: '1234567',
  accountHolder: 'カ）シールラボ',
};

test('a phone order by bank transfer shows the account, amount, name and deadline on the thanks page and My page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await newMember(request, { givenName: '振込', givenKana: 'フリコミ' });
  await startCheckout(page, token);
  const bank = page.getByRole('radio', { name: '銀行振込', exact: true });
  await bank.check();
  await expect(page.getByText('7営業日以内に、当店の口座へお振込みください')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥2,530');
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await placeOrder(page);

  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
  const purchaseId = /(\d{11})$/.exec(page.url())?.[1] ?? '';
  const panel = page.getByRole('region', { name: 'お振込みのお願い' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('bank-transfer-amount')).toHaveText('¥2,530');
  await expect(panel.getByTestId('bank-transfer-account-number')).toHaveText(account.accountNumber);
  await expect(panel.getByTestId('bank-transfer-name')).toContainText(purchaseId);
  await expect(panel).toContainText(account.bankName);
  await expect(panel).toContainText(account.branchName);
  await expect(panel).toContainText(account.accountHolder);
  await expect(panel.getByTestId('bank-transfer-due')).toHaveText(
    /^\d{4}年\d{1,2}月\d{1,2}日\([月火水木金]\)$/,
  );
  await checkA11y(page, 'thanks page, bank transfer');
  await page.screenshot({ path: test.info().outputPath('bank-transfer-thanks.png'), fullPage: true });

  await page.getByRole('link', { name: 'ご注文内容を確認する' }).click();
  await expect(page).toHaveURL(new RegExp(`/sp/mypage/histories/${purchaseId}$`));
  const onMyPage = page.getByRole('region', { name: 'お振込みのお願い' });
  await expect(onMyPage.getByTestId('bank-transfer-amount')).toHaveText('¥2,530');
  await expect(onMyPage.getByTestId('bank-transfer-account-number')).toHaveText(account.accountNumber);
  await expect(page.getByText('銀行振込（ご入金をお待ちしております）')).toBeVisible();
  await checkA11y(page, 'My page, bank transfer awaited');
});

test('a company opens the 請求書 of a bank-transfer order before paying, from the thanks page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await newMember(request, {
    givenName: '請求',
    givenKana: 'セイキュウ',
    organization: '株式会社請求テスト',
  });
  const { purchaseId } = await apiPurchase(request, token, { method: 'bank' });
  await logInWithOneLine(page, token);
  await page.goto(`/sp/checkout/done/${purchaseId}`);
  const offer = page.getByTestId('invoice-before-payment');
  await expect(offer).toContainText('お支払い用の請求書（適格請求書）が必要な場合は');
  await offer.getByRole('link', { name: 'ご注文内容' }).click();
  await expect(page).toHaveURL(new RegExp(`/sp/mypage/histories/${purchaseId}$`));
  await expect(page.getByText('領収書はご入金の確認後に発行いただけます。')).toBeVisible();
  await expect(page.getByRole('button', { name: /領収書を/ })).toHaveCount(0);

  await page.getByRole('button', { name: '請求書を発行する' }).click();
  const dialog = page.getByRole('dialog', { name: '請求書の発行' });
  await expect(dialog.getByLabel('宛名')).toHaveValue('株式会社請求テスト');
  await checkA11y(page, 'My page, the 請求書 before payment');
  const invoice = await downloadedPdfText(page, testInfo, 'invoice-before-payment', () =>
    dialog.getByRole('button', { name: '発行してダウンロード' }).click(),
  );
  await testInfo.attach('invoice.txt', { body: invoice });
  expect(invoice).toContain('株式会社請求テスト 御中');
  expect(invoice).toContain('¥2,530');
  expect(invoice).toMatch(/お支払期限\s+\d{4}年\d{1,2}月\d{1,2}日/);
  expect(invoice).toContain(`${account.bankName} ${account.branchName}`);
  expect(invoice).toContain(account.accountNumber);
  expect(invoice).toContain(`ご注文番号「${purchaseId}」`);
  expect(invoice).toMatch(/登録番号\s+T\d{13}/);
  expect(invoice).not.toContain('お支払い済み');
});

test.describe('at the desk', () => {
  test.use({ ...desk, staffRole: 'staff' });

  test('staff record a short transfer, then the rest: the order moves on and the customer sees it paid', async ({
    page,
    newContext,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await newMember(request, { givenName: '入金', givenKana: 'ニュウキン' });
    const { purchaseId } = await apiPurchase(request, token, { method: 'bank' });

    await page.goto(`/admin/orders/${purchaseId}`);
    await expect(page.getByRole('heading', { name: `ご注文 ${purchaseId}` })).toBeVisible();
    const transfer = page.getByRole('region', { name: '銀行振込の入金' });
    await expect(transfer.getByTestId('transfer-state')).toHaveText('入金待ち');
    await checkA11y(page, 'back office, bank transfer awaited');

    // ¥2,000 of ¥2,530: short, the order still waits.
    await transfer.getByLabel('入金額（円）').fill('2000');
    await transfer.getByRole('button', { name: '入金を記録する' }).click();
    await expect(transfer.getByTestId('transfer-state')).toHaveText('入金不足');
    await expect(transfer.getByTestId('transfer-received')).toHaveText('¥2,000');
    await expect(transfer).toContainText('¥530');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${purchaseId}-1`) })).toContainText(
      '支払待ち',
    );

    // The rest: paid in full, the order moves on.
    await transfer.getByLabel('入金額（円）').fill('530');
    await transfer.getByRole('button', { name: '入金を記録する' }).click();
    await expect(transfer.getByTestId('transfer-state')).toHaveText('入金済み');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${purchaseId}-1`) })).toContainText(
      '支払済み・入稿待ち',
    );
    await expect(transfer.getByRole('button', { name: '入金を記録する' })).toHaveCount(0);
    await checkA11y(page, 'back office, bank transfer paid');

    // The customer, on a phone, reads that the payment arrived.
    const phone = await newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      baseURL: test.info().project.use.baseURL,
    });
    const customer = await phone.newPage();
    await logInWithOneLine(customer, token);
    await customer.goto(`/sp/mypage/histories/${purchaseId}`);
    await expect(customer.getByText('お振込み（¥2,530）のご入金を確認しました。')).toBeVisible();
    await expect(customer.getByText('銀行振込（お支払い済み）')).toBeVisible();
    await checkA11y(customer, 'My page, bank transfer paid');
    await phone.close();
  });
});
