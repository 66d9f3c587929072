// Issue 16 point 1: the last screen before ordering is a 「ご注文内容の確認」 step (特定商取引法
// 第12条の6, decision 0650) stating every item with its specification, quantity and price, the
// shipping and arrival dates, the payment method with its timing and fees, the total, the
// cancellation conditions and links to the terms; nothing is ordered until 注文を確定する there.
import { checkA11y, expect, test } from './fixtures';
import { newMember, startCheckout } from './shop-data';

test('the order review states the whole order before 注文を確定する', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await newMember(request);
  let purchaseCalls = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/v2/purchase')) purchaseCalls += 1;
  });
  await startCheckout(page, token);
  await page.getByRole('radio', { name: /代金引換/ }).check();
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先・発送元の指定' })).toBeVisible();
  // The shipment step no longer orders: it leads to the review.
  await expect(page.getByRole('button', { name: '注文を確定する' })).toHaveCount(0);
  await page.getByLabel(/軽微な調整/).check();
  await page.getByLabel(/必要な権利/).check();
  await page.getByLabel('備考').fill('角を少し丸めてください');
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();

  await expect(page).toHaveURL(/\/sp\/checkout\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  const item = page.getByTestId('review-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: '白PPステッカー' })).toBeVisible();
  await expect(item).toContainText('50×50mm');
  await expect(item).toContainText('100枚');
  await expect(item).toContainText(/発送予定日\d{1,2}月\d{1,2}日\([日月火水木金土]\)発送/);
  // The member ships to their registered address in Tokyo: its arrival day (decision 0804).
  await expect(item).toContainText(
    /お届け予定\d{1,2}月\d{1,2}日\(.\)（離島へは日数が多くかかる場合があります）/,
  );
  await expect(item).toContainText('¥2,530');

  await expect(page.getByText('ご登録のご住所：').first()).toBeVisible();
  await expect(page.getByText('角を少し丸めてください')).toBeVisible();
  await expect(page.getByText('代金引換', { exact: true })).toBeVisible();
  await expect(page.getByText('商品お受け取りの際に、配送業者へお支払いください。')).toBeVisible();
  await expect(page.getByText('代金引換手数料', { exact: true })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥2,860');
  await expect(page.getByRole('heading', { name: 'キャンセル・返品について' })).toBeVisible();
  await expect(page.getByText(/入稿データのチェックが完了する前/)).toBeVisible();
  const terms = page.getByRole('main').getByRole('region', { name: 'キャンセル・返品について' });
  await expect(terms.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/sp/terms');
  await expect(terms.getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
    'href',
    '/sp/tokushoho',
  );
  await page.screenshot({ path: test.info().outputPath('review.png'), fullPage: true });
  await checkA11y(page, 'order review');
  expect(purchaseCalls).toBe(0);

  // A reload keeps the review (the checkout lives in session storage) and still orders nothing.
  await page.reload();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥2,860');
  expect(purchaseCalls).toBe(0);

  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  expect(purchaseCalls).toBe(1);
});

test('the review opened before the consents sends the member to the shipment step', async ({
  page,
  request,
}) => {
  const token = await newMember(request);
  await startCheckout(page, token);
  await page.goto('/sp/checkout/confirmation');
  await expect(page).toHaveURL(/\/sp\/checkout\/shipment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先・発送元の指定' })).toBeVisible();
});
