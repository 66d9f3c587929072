// The cart journey of issue 4, on the built app and a real server: a cart seeded through local
// storage (as the configurator leaves it), every operation with live prices, the GA4 events in
// window.dataLayer, persistence across reloads and tabs, the quotation download, and a corrupted
// stored cart that must not break the page.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { whitePpCartItem as whitePp } from './shop-data';

async function seedCart(page: Page, value: string): Promise<void> {
  await page.goto('/sp/about');
  await page.evaluate((stored) => localStorage.setItem('cart', stored), value);
}

const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      (window as { dataLayer?: { event?: string }[] }).dataLayer?.filter((entry) => entry.event === event) ??
      [],
    name,
  );

const cards = (page: Page) => page.getByRole('article');
const total = (page: Page) => page.getByTestId('cart-total');

test('cart: duplicate, quantity, delete, reload, quotation, other tabs, corrupted storage', async ({
  page,
  context,
}) => {
  // A long journey with five accessibility checks: 35–40 s on the shared 2-core machine.
  test.setTimeout(90_000);
  // An old stored cart (version 0, as the first build of the app wrote it): migrated, not lost.
  await seedCart(page, JSON.stringify({ state: { items: [whitePp(1)] }, version: 0 }));
  await page.goto('/sp/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  // Re-priced on opening: the stored ¥1 is replaced by the engine's and the server's price.
  await expect(total(page)).toHaveText('¥2,530');
  await expect.poll(() => dataLayerEvents(page, 'view_cart')).toHaveLength(1);

  await page.screenshot({ path: test.info().outputPath('cart-390.png'), fullPage: true });
  await checkA11y(page, 'cart with one item');

  // Duplicate.
  await cards(page).first().getByRole('button', { name: '複製' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(total(page)).toHaveText('¥5,060');

  // Change the quantity of the copy: its price and the total follow at once.
  const copy = cards(page).nth(1);
  const confirmed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v2/calcprice') &&
      (response.request().postDataJSON() as { num?: number }).num === 1000,
  );
  await copy.getByLabel('枚数').selectOption('1000');
  await expect(copy.getByTestId('item-amount')).not.toHaveText('¥2,530');
  const copyAmount = Number((await copy.getByTestId('item-amount').textContent())?.replace(/[¥,]/g, ''));
  expect(copyAmount).toBeGreaterThan(2530);
  await expect(total(page)).toHaveText(`¥${(2530 + copyAmount).toLocaleString('ja-JP')}`);
  // The server confirms the new price (calcprice) without changing it.
  expect((await confirmed).ok()).toBe(true);
  await expect(copy.getByTestId('item-amount')).toHaveText(`¥${copyAmount.toLocaleString('ja-JP')}`);

  // A size out of the limits: the validator's message, and checkout waits.
  const checkout = page.getByRole('button', { name: 'ご注文手続きへ進む' });
  await copy.getByLabel('横').fill('500');
  await expect(copy.getByText('最大サイズをご確認ください')).toBeVisible();
  await expect(checkout).toBeDisabled();
  await copy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cart-size-error-390.png') });
  await checkA11y(page, 'cart with a size error');
  await copy.getByLabel('横').fill('50');
  await expect(checkout).toBeEnabled();

  // Delete the copy: exactly one remove_from_cart, in GA4 form.
  await copy.getByRole('button', { name: '削除' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(total(page)).toHaveText('¥2,530');
  const removed = await dataLayerEvents(page, 'remove_from_cart');
  expect(removed).toHaveLength(1);
  expect(removed[0]).toMatchObject({
    ecommerce: {
      currency: 'JPY',
      value: copyAmount,
      items: [{ item_id: '101', item_name: '白PPステッカー', quantity: 1 }],
    },
  });

  // Reload: the cart is still there, in the current format.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(total(page)).toHaveText('¥2,530');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? 'null') as { version: number },
  );
  expect(stored.version).toBe(1);

  // The quotation: an addressee outside JIS X 0208 is refused with its position, then the PDF downloads.
  const to = page.getByLabel('宛名');
  await to.fill('テスト①商事');
  await page.getByRole('button', { name: '御見積書をダウンロード' }).click();
  await expect(
    page.getByText(
      '4文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ),
  ).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'quotation addressee refused');
  await to.fill('テスト商事株式会社');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '御見積書をダウンロード' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^御見積書_Q-\d{8}-\d{4}\.pdf$/);
  const file = test.info().outputPath('quotation.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  for (const expected of ['テスト商事株式会社 御中', '白PPステッカー', '100枚', '¥2,530', '消費税（10%）']) {
    expect(text).toContain(expected);
  }

  // Another tab of the same browser sees the same cart, and its change shows here.
  const other = await context.newPage();
  await other.goto('/sp/cart');
  await expect(cards(other)).toHaveCount(1);
  await other.getByRole('button', { name: '複製' }).click();
  await expect(cards(other)).toHaveCount(2);
  await expect(cards(page)).toHaveCount(2);
  await other.close();

  // Visitors go to login on the way to payment.
  await checkout.click();
  await expect(page).toHaveURL(/\/sp\/login$/);

  // A corrupted stored cart: an empty cart and a notice, never a broken page.
  await page.evaluate(() => localStorage.setItem('cart', '{"state":{"items":[{"id":'));
  await page.goto('/sp/cart');
  await expect(page.getByText('カートに商品はありません。')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '読み込めなかった' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cart-corrupted-390.png'), fullPage: true });
  await checkA11y(page, 'cart emptied after corrupted storage');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});
