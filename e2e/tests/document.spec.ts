// Issue 17: the browser runs react-dom, the runtime the component tests use, and the document is
// React's own: the head follows navigation (tags of the page left behind go), prerendered forms
// keep their ids after hydration, and the React Router globals the app reads are still there.
import { allowFailedLoads, checkA11y, expect, test } from './fixtures';

const robots = 'head meta[name="robots"]';

test('noindex comes with the not-found page and leaves with it', async ({ page, consoleErrors }) => {
  // Arrived at directly: the SPA fallback, answered with 404 (decision 0652), resolves the
  // catch-all route in the browser; Chromium logs the 404.
  await page.goto('/sp/no-such-page');
  await expect(page.locator('h1')).toHaveText('お探しのページが見つかりません');
  await expect(page).toHaveTitle(/^お探しのページが見つかりません \| /);
  await expect(page.locator(robots)).toHaveAttribute('content', 'noindex');

  await page.getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
  await expect(page).toHaveTitle(/^オリジナルステッカー.* \| ステッカー印刷のシールラボ$/);
  await expect(page.locator(robots)).toHaveCount(0);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);

  // Back to the missing page and forward again, both client navigations: the tag comes and goes.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('お探しのページが見つかりません');
  await expect(page.locator(robots)).toHaveAttribute('content', 'noindex');
  await page.goForward();
  await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
  await expect(page.locator(robots)).toHaveCount(0);
  allowFailedLoads(consoleErrors, [404]);
});

test('title and description follow client navigation, one of each in the head @quick', async ({ page }) => {
  await page.goto('/sp/about');
  await expect(page.locator('h1')).toHaveText('シールラボについて');
  await page.waitForFunction(() => document.readyState === 'complete');
  // The stylesheet the prerendered head names survives hydration, once, and applies (Tailwind's
  // preflight sets the body margin to 0; the browser's default is 8px).
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
  await expect(page.locator('html > head')).toHaveCount(1);
  await expect(page.locator('body h1')).toHaveCount(1);

  await page.locator('footer').getByRole('link', { name: 'お問い合わせ' }).click();
  await expect(page.locator('h1')).toHaveText('お問い合わせ');
  await expect(page).toHaveTitle(/^お問い合わせ \| /);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  // One stylesheet file still (Vite's loader of the page's code may name it again, without React
  // Router's `#` mark; the browser has it already).
  const sheets = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(new Set(sheets).size).toBe(1);
  await page.goBack();
  await expect(page).toHaveTitle(/^シールラボについて \| /);

  // A page resolved in the browser (SPA fallback) gets its own title once its code has loaded.
  await page.goto('/sp/purposes/product-label');
  await expect(page.locator('h1')).toContainText('商品ラベル');
  await expect(page).toHaveTitle(/^商品ラベルのステッカー・シール \| /);
});

test('a prerendered form keeps its ids through hydration, and each hint and error stays described', async ({
  page,
  request,
}) => {
  const prerendered = await (await request.get('/sp/signup')).text();
  const prerenderedIds = [...prerendered.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
  expect(prerenderedIds.length).toBeGreaterThan(5);

  await page.goto('/sp/signup');
  await page.waitForFunction(() => document.readyState === 'complete');
  // Hydration kept the server's ids (React's useId on both sides): labels and hints point home.
  for (const id of prerenderedIds) await expect(page.locator(`input[id="${id}"]`)).toHaveCount(1);

  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  const kana = page.getByRole('textbox', { name: 'セイ' });
  await expect(kana).toHaveAttribute('aria-invalid', 'true');
  // Every id a control names exists, after the first error and after a correction.
  const dangling = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[aria-describedby]')).flatMap((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .filter((id: string) => id && !document.getElementById(id))
          .map((id: string) => `${element.id || element.tagName}: ${id}`),
      ),
    );
  expect(await dangling()).toEqual([]);
  await expect(kana).toHaveAccessibleDescription(/全角カタカナ.*必ず入力してください/);

  await kana.fill('ヤマダ');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(kana).toHaveAccessibleDescription('全角カタカナ');
  expect(await dangling()).toEqual([]);
  await checkA11y(page, 'prerendered signup form after errors');
});

// The globals react-router-globals.ts reads (prefetch, chunk recovery, service worker updates):
// a React Router upgrade that renames or reshapes them fails here.
test.describe('React Router’s globals', () => {
  // The privacy page's code is held back until the journey has seen the navigation to it pending
  // (the worker would answer it from its cache), whether or not prefetching asked for it first.
  test.use({ serviceWorkers: 'block' });

  test('still have the shape the app reads', async ({ page }) => {
    let releasePrivacyCode: () => void = () => undefined;
    const privacyCodeReleased = new Promise<void>((resolve) => {
      releasePrivacyCode = resolve;
    });
    await page.route(/\/sp\/assets\/privacy-[^/]+\.js$/, async (route) => {
      await privacyCodeReleased;
      await route.continue();
    });
    await page.goto('/sp/about');
    await page.waitForFunction(() => document.readyState === 'complete');
    const seen = await page.evaluate(() => {
      const globals = window as unknown as {
        __reactRouterDataRouter?: {
          state: { initialized: unknown; location: { pathname: unknown }; navigation: { state: unknown } };
          subscribe: unknown;
        };
        __reactRouterManifest?: { routes: Record<string, { module?: unknown; path?: unknown } | undefined> };
        __reactRouterRouteModules?: Record<string, unknown>;
      };
      const router = globals.__reactRouterDataRouter;
      const routes = globals.__reactRouterManifest?.routes ?? {};
      return {
        initialized: router?.state.initialized,
        pathname: router?.state.location.pathname,
        navigation: router?.state.navigation.state,
        subscribes: typeof router?.subscribe,
        aboutModule: typeof routes['routes/about']?.module,
        aboutPath: routes['routes/about']?.path,
        loaded: Object.keys(globals.__reactRouterRouteModules ?? {}).sort(),
      };
    });
    expect(seen).toEqual({
      initialized: true,
      pathname: '/sp/about',
      navigation: 'idle',
      subscribes: 'function',
      aboutModule: 'string',
      aboutPath: 'about',
      loaded: expect.arrayContaining(['root', 'routes/about']) as unknown as string[],
    });

    // While a navigation is pending, the router names its target (what chunk recovery reads).
    await page.evaluate(() => {
      const globals = window as unknown as {
        __pendingTargets?: string[];
        __reactRouterDataRouter: {
          subscribe(
            listener: (state: { navigation: { state: string; location?: { pathname: string } } }) => void,
          ): void;
        };
      };
      const pending: string[] = [];
      globals.__pendingTargets = pending;
      globals.__reactRouterDataRouter.subscribe((state) => {
        if (state.navigation.state !== 'idle' && state.navigation.location)
          pending.push(state.navigation.location.pathname);
      });
    });
    await page.locator('footer').getByRole('link', { name: 'プライバシーポリシー' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() => (window as unknown as { __pendingTargets?: string[] }).__pendingTargets ?? []),
        { message: 'the router never named /sp/privacy as its pending navigation' },
      )
      .toContain('/sp/privacy');
    releasePrivacyCode();
    await expect(page.locator('h1')).toHaveText('プライバシーポリシー');
  });
});
