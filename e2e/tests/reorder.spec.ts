// Reorder with changes (issue 23 point 5): from My page's order, 「仕様を変えてリピート注文」 opens the
// configurator on the order's choices; the quantity changes, the price follows, and the line that
// goes to the cart repeats the order (repeatId), which carries its artwork to the new order
// (decision 0806): My page shows the new order 入稿済み with the file, and staff see its origin.
import { desk, loginAsNewStaff } from './back-office';
import { allowFailedLoads, expect, test } from './fixtures';
import { paidCardPurchase, newMember } from './shop-data';

// A 1×1 PNG: a real image, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('reorder with a changed quantity keeps the order it repeats and its artwork', async ({
  page,
  request,
  newContext,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const token = await newMember(request);
  const purchaseId = await paidCardPurchase(request, token);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文詳細' })).toBeVisible({ timeout: 20_000 });
  const orderId = (await page.getByTestId('order-card').locator('p.font-mono').first().textContent()) ?? '';
  const sent = await request.post('/api/v2/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { order_id: orderId, file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.getByRole('button', { name: '仕様を変えてリピート注文' }).click();

  await expect(page).toHaveURL(/\/sp\/materials\/101\?reorder=\d+$/);
  await expect(page.locator('h1')).toHaveText('白PPステッカー');
  await expect(page.getByText(`ご注文 ${orderId} の仕様から`)).toBeVisible();
  await expect(page.getByLabel('横', { exact: true })).toHaveValue('50');
  await expect(page.getByLabel('縦', { exact: true })).toHaveValue('50');
  const quantity = page.locator('[data-step="num"]').getByRole('combobox');
  await expect(quantity).toHaveValue('100');
  await expect(page.getByTestId('amount-total')).toContainText('¥2,530');

  await quantity.selectOption('200');
  await expect(page.getByTestId('amount-total')).not.toContainText('¥2,530');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);

  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  const cart = JSON.parse(stored ?? '{}') as { state: { items: { repeatId: number; num: number }[] } };
  expect(cart.state.items).toHaveLength(1);
  expect(cart.state.items[0]).toMatchObject({ num: 200 });
  expect(cart.state.items[0]?.repeatId).toBeGreaterThan(0);

  // Cash on delivery: the new order starts with the carried artwork, 入稿済み, on My page.
  await page.goto('/sp/checkout/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の選択' })).toBeVisible();
  await page.getByRole('radio', { name: /代金引換/ }).check();
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先・発送元の指定' })).toBeVisible();
  await page.getByLabel(/軽微な調整/).check();
  await page.getByLabel(/必要な権利/).check();
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  const newPurchaseId = /(\d{11})$/.exec(page.url())?.[1] ?? '';
  await page.goto(`/sp/mypage/histories/${newPurchaseId}`);
  const card = page.getByTestId('order-card');
  await expect(card.getByText('入稿済み').first()).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('logo.png')).toBeVisible();

  // Staff, at a desk, see the order it repeats and where the file came from.
  const office = await newContext({ ...desk, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const staff = await office.newPage();
  await loginAsNewStaff(staff, { name: 'リピート確認' });
  await staff.goto(`/admin/orders/${newPurchaseId}`);
  const origin = staff.getByRole('link', { name: `ご注文 ${orderId}` });
  await expect(origin).toBeVisible({ timeout: 20_000 });
  await expect(staff.getByText(`ご注文 ${orderId} から引き継いだデータです。`)).toBeVisible();
  await origin.click();
  await expect(staff).toHaveURL(new RegExp(`/admin/orders/${purchaseId}$`));
  await office.close();
  // The back office asks for its session before the login (401).
  allowFailedLoads(consoleErrors, [401]);
});
