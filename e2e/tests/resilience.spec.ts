// Issue 9 points 1 and 2: the offline page from the service worker, and a page whose code fails to
// load recovering with one full navigation (decisions 0501, 0503 and 0814). Plain @playwright/test, not
// the journeys' fixture: these tests break the network on purpose, and the browser reports that
// on the console.
import { expect, test, type Page } from '@playwright/test';
import { afterScreenEffects, checkA11y } from './fixtures';

/** Counts full page loads (document requests of the main frame) from now on. */
function countDocumentLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.count += 1;
  });
  return counter;
}

/** The URL of a route's module in the running build (React Router's manifest). */
async function routeModuleUrl(page: Page, routeId: string): Promise<string> {
  const url = await page.evaluate((id) => {
    const manifest = (
      window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }
    ).__reactRouterManifest;
    return manifest?.routes[id]?.module;
  }, routeId);
  if (!url) throw new Error(`no module for ${routeId} in the manifest`);
  return url;
}

function routeModuleLoaded(page: Page, routeId: string): Promise<boolean> {
  return page.evaluate(
    (id) =>
      id in ((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}),
    routeId,
  );
}

test.describe('offline', () => {
  test('a page outside the catalogue shows the offline page without network, and its button brings the page back', async ({
    page,
    context,
  }) => {
    await page.goto('/sp/');
    await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
    // The worker is registered once the page is idle and claims the page when it is installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    // Visited online, but not a catalogue page: never kept (decision 0814; offline.spec.ts has those).
    await page.goto('/sp/about');
    await expect(page.locator('h1')).toHaveText(/シールラボについて/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText('インターネットに接続されていません');
    await expect(page).toHaveURL(/\/sp\/about$/);
    await expect(page).toHaveTitle(/シールラボ/);
    await checkA11y(page, 'offline page');
    // Member data, carts, orders and live prices are never answered from a cache.
    const apiWhileOffline = await page.evaluate(() =>
      fetch('/api/v2/shipping-dates').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiWhileOffline).toBe('failed');

    await context.setOffline(false);
    await page.getByRole('button', { name: '再読み込み' }).click();
    await expect(page.locator('h1')).toHaveText(/シールラボについて/);
  });
});

test.describe('a page whose code fails to load', () => {
  // Without a worker, the chunk requests reach page.route (a worker would answer from its precache).
  test.use({ serviceWorkers: 'block' });

  test('recovers with exactly one full navigation to the page the customer was going to', async ({
    page,
  }) => {
    await page.goto('/sp/');
    await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
    const aboutModule = await routeModuleUrl(page, 'routes/about');
    const loads = countDocumentLoads(page);
    // The chunk fails until the next full page load (as after a deploy that removed it).
    await page.route(`**${aboutModule}`, (route) => (loads.count === 0 ? route.abort() : route.continue()));

    await page.getByRole('contentinfo').getByRole('link', { name: 'シールラボについて' }).click();

    await expect(page).toHaveURL(/\/sp\/about$/);
    await expect(page.locator('h1')).toHaveText(/シールラボについて/);
    await expect.poll(() => routeModuleLoaded(page, 'routes/about')).toBe(true);
    expect(loads.count).toBe(1);
  });

  test('a chunk that keeps failing ends on the error page after one navigation, not in a loop', async ({
    page,
  }) => {
    await page.goto('/sp/purposes');
    await expect(page.locator('h1')).toHaveText(/用途から選ぶ/);
    const purposeLink = page.locator('main a[href^="/sp/purposes/"]').first();
    const target = await purposeLink.getAttribute('href');
    expect(target).toBeTruthy();
    // A page resolved in the browser (not prerendered): React Router itself would reload it forever.
    const purposeModule = await routeModuleUrl(page, 'routes/purpose');
    await page.route(`**${purposeModule}`, (route) => route.abort());
    const loads = countDocumentLoads(page);

    await purposeLink.click();

    await expect(page.locator('h1')).toHaveText('ページを読み込めませんでした');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
    // A reload the error page's effects started would be seen before the marker (or end the page).
    await afterScreenEffects(page);
    expect(loads.count, 'document loads after the failing chunk').toBe(1);
    await expect(page.locator('h1')).toHaveText('ページを読み込めませんでした');
  });
});
