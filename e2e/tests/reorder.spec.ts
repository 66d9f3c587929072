// Reorder with changes (issue 23 point 5): from My page's order, 「仕様を変えてリピート注文」 opens the
// configurator on the order's choices; the quantity changes, the price follows, and the line that
// goes to the cart repeats the order (repeatId), which carries its artwork to the new order.
import { expect, test } from './fixtures';
import { paidCardPurchase, newMember } from './shop-data';

test('reorder with a changed quantity keeps the order it repeats', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await newMember(request);
  const purchaseId = await paidCardPurchase(request, token);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文詳細' })).toBeVisible({ timeout: 20_000 });
  const orderId = (await page.getByTestId('order-card').locator('p.font-mono').first().textContent()) ?? '';
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
});
