// Route prefetching (decision 0504) waits its turn (issue 17 point 6): the code of the pages the
// top page links to is fetched only after the page has loaded, never while its own code and data
// are still arriving (where it landed in Total Blocking Time).
import { expect, test } from './fixtures';

// Without the service worker, every fetch of a module is in the page's resource timing.
test.use({ serviceWorkers: 'block' });

test('the next pages’ code is fetched after the load event, in batches', async ({ page }) => {
  await page.goto('/sp/');
  await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);

  // Other routes' modules, as React Router's manifest names them.
  const prefetched = async () =>
    page.evaluate(() => {
      const manifest = (
        window as unknown as {
          __reactRouterManifest: {
            routes: Record<string, { id: string; module: string; clientLoaderModule?: string }>;
          };
        }
      ).__reactRouterManifest;
      const otherModules = new Set(
        Object.values(manifest.routes)
          .filter((route) => route.id !== 'root' && route.id !== 'routes/home')
          .flatMap((route) => [route.module, route.clientLoaderModule ?? '']),
      );
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loadEventEnd: navigation?.loadEventEnd ?? 0,
        starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => otherModules.has(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      };
    });

  await expect.poll(async () => (await prefetched()).starts.length, { timeout: 15_000 }).toBeGreaterThan(4);
  const { loadEventEnd, starts } = await prefetched();
  expect(loadEventEnd).toBeGreaterThan(0);
  expect(starts.filter((start) => start < loadEventEnd)).toEqual([]);
});
