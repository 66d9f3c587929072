// Issue 23 point 6: with the service worker installed, a customer in a subway configures a sticker,
// sees its price and fills the cart with the network off; checkout says it needs a connection and
// goes on once the phone is back online (decisions 0813–0816). Plain @playwright/test, not the
// journeys' fixture: this journey cuts the network on purpose, and the browser reports that on the
// console.
import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from './fixtures';

const offlinePriceNote = 'オフラインで計算した参考価格です（ご注文時に確定します）';
const needsConnection =
  'インターネットに接続してからお進みください。カートの内容はこの端末に保存されています。';
const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);
const noneChoice = /^なし/;

/** Every step of white PP, answered as a customer taps them (each opens after the last). */
async function configureWhitePp(page: Page): Promise<void> {
  await page.getByLabel('横').fill('50');
  await page.getByLabel('縦').fill('50');
  const answers: [stepName: string, choice: string | RegExp][] = [
    ['adhesive', '通常のり'],
    ['ondemandFoil', noneChoice],
    ['lamination', /グロスラミネート/],
    ['format', '角丸四角形'],
    ['cutlineService', noneChoice],
    ['halfcut', noneChoice],
    ['cutpath', noneChoice],
    ['slit', noneChoice],
    ['backSide', noneChoice],
    ['deliveryForm', 'シート単位の四角カット'],
    ['sendCopy', noneChoice],
    ['deliveryDate', /5営業日以内発送/],
  ];
  for (const [stepName, choice] of answers) {
    await step(page, stepName)
      .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
      .check();
  }
  await step(page, 'num').getByRole('combobox').selectOption('300');
  await step(page, 'individualPackaging').getByRole('radio', { name: noneChoice }).check();
}

/** The paths a cache of the worker holds (read from the page: the same origin's Cache Storage). */
function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/**
 * A first visit to the top page: the worker installs and takes the page, then keeps the top page
 * and the catalogue this visit loaded before it was there.
 */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('/sp/');
  await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await expect.poll(() => cachedPaths(page, 'shop-pages-v1')).toContain('/sp/');
  await expect
    .poll(() => cachedPaths(page, 'shop-catalogue-v1'))
    .toEqual(expect.arrayContaining(['/api/v2/products', '/api/v2/holidays']));
}

/** The first cart item as calcprice takes it (the cart's own wire form: estimate fields as JSON). */
async function firstCartItem(page: Page): Promise<Record<string, unknown>> {
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  const parsed = JSON.parse(stored ?? 'null') as { state: { items: Record<string, unknown>[] } };
  const { calcResult: _calcResult, errors: _errors, ...item } = parsed.state.items[0] ?? {};
  return {
    ...item,
    estimate: JSON.stringify(item.estimate),
    estimateData: JSON.stringify(item.estimateData),
  };
}

test('a phone with the network off configures, prices and fills the cart; checkout waits for the connection', async ({
  page,
  context,
  request,
}) => {
  // Three full page loads, a network cut and a return: about 30 s on the shared 2-core machine.
  test.setTimeout(90_000);
  const heading = page.locator('h1');

  await firstVisit(page);

  // The cart and a material page, visited once online.
  await page.goto('/sp/cart');
  await expect(page.getByText('カートに商品はありません。')).toBeVisible();
  await page.goto('/sp/materials/white-pp');
  await expect(heading).toHaveText('白PPステッカー');

  // In the subway.
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText('白PPステッカー');
  await configureWhitePp(page);
  await expect(page.getByTestId('offline-price-note')).toHaveText(offlinePriceNote);
  await expect(page.getByText('価格確認済み')).not.toBeAttached();
  const offlineTotal = (await page.getByTestId('amount-total').textContent()) ?? '';
  expect(offlineTotal).toMatch(/^¥[\d,]+$/);
  await checkA11y(page, 'configurator offline');

  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);
  await expect(page.getByTestId('cart-total')).toHaveText(offlineTotal);
  // The price computed on the phone is the one the server gives for the same item.
  const answer = await request.post('/api/v2/calcprice', { data: await firstCartItem(page) });
  expect(answer.status()).toBe(200);
  const server = (await answer.json()) as { data: { detail: { amountTotal: number } } };
  expect(yen(server.data.detail.amountTotal)).toBe(offlineTotal);

  // Checkout needs the server: the cart says so and stays, and so does a reload of it.
  await page.getByRole('button', { name: 'ご注文手続きへ進む' }).click();
  // On the cart beside the button, and as a toast for the tap.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: needsConnection })).toBeVisible();
  await expect(page.locator('[aria-live]').getByText(needsConnection)).toBeVisible();
  await expect(page).toHaveURL(/\/sp\/cart$/);
  await checkA11y(page, 'cart offline');
  await page.reload();
  await expect(heading).toHaveText(/カート/);
  await expect(page.getByTestId('cart-total')).toHaveText(offlineTotal);

  // Back online: the same button goes on (a visitor logs in first).
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: needsConnection })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'ご注文手続きへ進む' }).click();
  await expect(page).toHaveURL(/\/sp\/login$/);
});

test('offline, the top page opens from the cache and the catalogue answers; nothing else of /api/ does', async ({
  page,
  context,
}) => {
  await firstVisit(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
  const asked = await page.evaluate(async () => {
    const ask = (path: string, init?: RequestInit) =>
      fetch(path, init).then(
        (response) => String(response.status),
        () => 'failed',
      );
    return {
      products: await ask('/api/v2/products'),
      withToken: await ask('/api/v2/products', { headers: { Authorization: 'Bearer someone' } }),
      shippingDates: await ask('/api/v2/shipping-dates'),
      user: await ask('/api/v2/user'),
    };
  });
  expect(asked).toEqual({ products: '200', withToken: 'failed', shippingDates: 'failed', user: 'failed' });
});
