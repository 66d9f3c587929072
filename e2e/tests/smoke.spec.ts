// Every static route of spec point 2 opens with a Japanese title and its heading, with no console
// error; a screen that needs a member or earlier input may send the visitor on (login, or the
// form's first step), and then that screen's heading shows. Unknown paths show the 404 page.
import { allowFailedLoads, checkA11y, expect, test } from './fixtures';

const shopTitle = /ステッカー印刷のシールラボ/;

const publicRoutes: [path: string, heading: RegExp][] = [
  ['/sp/', /オリジナルステッカー/],
  ['/sp/products', /商品一覧/],
  ['/sp/purposes', /用途から選ぶ/],
  ['/sp/gallery', /制作事例ギャラリー/],
  ['/sp/cart', /カート/],
  ['/sp/login', /ログイン/],
  ['/sp/signup', /会員登録/],
  ['/sp/reset', /パスワードの再設定/],
  ['/sp/reset/sent', /メールを送信しました/],
  ['/sp/request-sample', /サンプル/],
  ['/sp/request-sample/done', /サンプル|受け付けました/],
  ['/sp/request-estimate', /お見積り/],
  ['/sp/request-estimate/done', /お見積り|受け付けました/],
  ['/sp/contact', /お問い合わせ/],
  ['/sp/contact/done', /お問い合わせ/],
  ['/sp/leave-thanks', /退会/],
  ['/sp/about', /シールラボについて/],
  ['/sp/coupon-terms', /クーポン利用規約/],
  ['/sp/point-terms', /ポイント規約/],
  ['/sp/privacy', /プライバシーポリシー/],
  ['/sp/terms', /利用規約/],
  ['/sp/tokushoho', /特定商取引法に基づく表記/],
  ['/sp/checkout/error', /ご注文を完了できませんでした/],
  ['/sp/purchase/error', /お手続きを完了できませんでした/],
];

// Screens that need input from an earlier step, or a member: the visitor lands on one of these.
const guardedRoutes: [path: string, heading: RegExp][] = [
  ['/sp/signup/confirmation', /会員登録/],
  ['/sp/contact/confirmation', /お問い合わせ/],
  ['/sp/checkout/payment', /お支払い方法|ログイン|カート/],
  ['/sp/checkout/shipment', /お届け先|ログイン|カート|お支払い方法/],
  ['/sp/checkout/confirmation', /ご注文内容の確認|ログイン|カート|お届け先/],
  ['/sp/checkout/tds', /本人認証|ログイン|カート|ご注文/],
  ['/sp/mypage', /マイページ|ログイン/],
  ['/sp/mypage/account', /会員情報|ログイン/],
  ['/sp/mypage/account-done', /会員情報|ログイン/],
  ['/sp/mypage/shipment', /発送元・お届け先|ログイン/],
  ['/sp/mypage/histories', /ご注文履歴|ログイン/],
];

for (const [path, heading] of [...publicRoutes, ...guardedRoutes]) {
  test(`${path} shows its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page).toHaveTitle(shopTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
}

// Both answer HTTP 404 (decision 0652), which Chromium logs.
test('an unknown path shows the 404 page', async ({ page, consoleErrors }) => {
  expect((await page.goto('/sp/no-such-page/at-all'))?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(/お探しのページが見つかりません/);
  await expect(page.getByRole('link', { name: 'トップページへ戻る' })).toBeVisible();
  allowFailedLoads(consoleErrors, [404]);
});

test('a purchase path that is not 11 digits shows the 404 page', async ({ page, consoleErrors }) => {
  expect((await page.goto('/sp/checkout/done/12345'))?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(/お探しのページが見つかりません/);
  allowFailedLoads(consoleErrors, [404]);
});

test('the menu opens and closes on navigation', async ({ page }) => {
  await page.goto('/sp/');
  const menuButton = page.getByRole('button', { name: 'メニューを開く' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await checkA11y(page, 'navigation menu open');
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /お問い合わせ/ })
    .click();
  await expect(page).toHaveURL(/\/sp\/contact$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the API answers under /api with JSON and / redirects to /sp/', async ({ page, request }) => {
  const products = await request.get('/api/v2/products');
  expect(products.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sp\/$/);
});

// Decision 0534: a sample material's page comes prerendered, naming the configurator's code, and
// every page asks for the start data from its HTML; the app then uses those answers rather than
// asking again.
test('a sample material page is prerendered and the start data is asked for once, from the HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/sp/materials/white-pp')).text();
  const fallback = await (await request.get('/sp/__spa-fallback.html')).text();
  const modules = (doc: string) => [...doc.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  // The configurator's own chunks are named beside the shared ones; the fallback knows no route.
  expect(modules(html).length).toBeGreaterThan(modules(fallback).length);
  // Decision 0566: the stylesheet the first paint waits for is asked for before every preload.
  expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="preload"'));
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  for (const apiPath of ['/holidays', '/shipping-dates', '/products', '/info']) {
    expect(html).toContain(
      `<link rel="preload" href="/api/v2${apiPath}" as="fetch" crossorigin="anonymous"/>`,
    );
  }

  const productRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/v2/products') productRequests.push(req.resourceType());
  });
  await page.goto('/sp/materials/white-pp');
  await expect(page.locator('h1')).toHaveText('白PPステッカー');
  await expect(page).toHaveTitle(/^仕様を選んで価格を見る \| /);
  await page.waitForFunction(() => document.readyState === 'complete');
  // One request, the preload's ('other'): the app's fetch was answered from it.
  expect(productRequests).toEqual(['other']);
  await checkA11y(page, 'prerendered material page');
});
