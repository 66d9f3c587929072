// Issue 16 point 11: an address under /sp that is no page of the shop answers HTTP 404 with the
// not-found page (not a 200 shell that search engines would index); real pages, including those
// the browser resolves (a material, a purpose, a purchase number), answer 200 (decision 0652).
import { allowFailedLoads, expect, test } from './fixtures';

const notFoundHeading = 'お探しのページが見つかりません';

for (const [what, url] of [
  ['an unknown address', '/sp/no-such-page'],
  ['a mistyped checkout address', '/sp/chekout/payment'],
  ['a material the shop does not sell', '/sp/materials/no-such-material'],
  ['a purpose that does not exist', '/sp/purposes/no-such-purpose'],
  ['a purchase number of the wrong form', '/sp/checkout/done/12345'],
] as const) {
  test(`${what} answers 404 with the not-found page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      what.startsWith('a material') || what.startsWith('a purpose')
        ? /ございません|見つかりません/
        : notFoundHeading,
    );
    // Chromium logs the 404 the journey asked for.
    allowFailedLoads(consoleErrors, [404]);
  });
}

for (const [what, url] of [
  ['a material on sale', '/sp/materials/satin'],
  ['a purpose', '/sp/purposes/product-label'],
  ['an address below My page', '/sp/mypage/anything'],
  ['an address below the sample request', '/sp/request-sample/anything'],
  ['an address below the estimate request', '/sp/request-estimate/anything'],
] as const) {
  test(`${what} answers 200`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundHeading);
  });
}

test('the not-found page asks search engines not to index it', async ({ page, consoleErrors }) => {
  await page.goto('/sp/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: notFoundHeading })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.screenshot({ path: test.info().outputPath('not-found.png'), fullPage: true });
  // Chromium logs the 404 the journey asked for.
  allowFailedLoads(consoleErrors, [404]);
});
