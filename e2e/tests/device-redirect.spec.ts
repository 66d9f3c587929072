// Spec point 1: in production and staging a computer is sent from the app to /, which explains
// that the shop is for phones (decisions 0510–0513). The journeys' server runs in development,
// where the rule is off; a second server started here with APP_ENV=production shows it on.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const computer = {
  userAgent: windowsChrome,
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

test.describe('a computer, on the development server', () => {
  test.use(computer);

  test('stays on the app: the redirect is off outside production and staging', async ({ page }) => {
    await page.goto('/sp/cart');
    await expect(page).toHaveURL(/\/sp\/cart$/);
    await expect(page.locator('h1')).toHaveText(/カート/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/sp\/$/);
  });
});

// Beside this run's own port, so two checkouts' journeys can run side by side.
const productionPort = Number(process.env.E2E_PORT ?? 3210) + 22;
const productionURL = `http://127.0.0.1:${productionPort}`;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test.describe('on a production server', () => {
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A first start creates and seeds its own database (e2e/.data-3232); a build may run first.
    test.setTimeout(180_000);
    const products = `${productionURL}/api/v2/products`;
    if (await answers(products)) throw new Error(`port ${productionPort} is taken: stop that server first`);
    const started = spawn(process.execPath, [path.resolve(import.meta.dirname, '..', 'serve.mjs')], {
      env: {
        ...process.env,
        PORT: String(productionPort),
        HOST: '127.0.0.1',
        APP_ENV: 'production',
        // Production refuses to start without a real card provider (issue 15); never called here.
        CARD_PROVIDER_URL: 'https://pay.provider.example/api',
        CARD_TOKEN_SCRIPT_URL: 'https://js.provider.example/token.js',
        CARD_CONTRACT_CODE: '12345678',
        // And PayPay's, on by default (decision 0785).
        PAYPAY_PROVIDER_URL: 'https://api.paypay.example/v2',
        PAYPAY_API_KEY: 'test-production-paypay-key',
        PAYPAY_MERCHANT_ID: 'test-production-merchant',
        PAYPAY_NOTIFICATION_SECRET: 'test-production-paypay-notification-secret',
        PAYPAY_API_SECRET: 'test-production-paypay-api-secret',
        // And the operator's own details, not the sample's.
        SHOP_PROFILE: path.resolve(import.meta.dirname, '../../apps/api/test/production-shop-profile.json'),
        // And a key for staff TOTP secrets that is not the development one (decision 0735).
        STAFF_TOTP_KEY: 'dGVzdC1wcm9kdWN0aW9uLXRvdHAta2V5LTMyLWJ5dGU=',
        LOG_LEVEL: 'warn',
      },
      // Its own process group, so a build it starts is stopped with it.
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = started;
    const since = Date.now();
    while (!(await answers(products))) {
      if (started.exitCode !== null) throw new Error(`the production server exited (${started.exitCode})`);
      if (Date.now() - since > 170_000) throw new Error('the production server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    const pid = server?.pid;
    if (!server || pid === undefined || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });

  test.describe('a computer', () => {
    test.use(computer);

    test('is sent from an app page to /, where it can choose to stay', async ({ page }) => {
      await page.goto(`${productionURL}/sp/cart`);
      await expect(page).toHaveURL(`${productionURL}/`);
      await expect(page.locator('h1')).toHaveText('このショップはスマートフォン専用です');
      await expect(page.getByText(`http://localhost:${productionPort}/sp/`)).toBeVisible();

      await page.getByRole('link', { name: 'このままPCで見る' }).click();
      await expect(page).toHaveURL(`${productionURL}/sp/`);
      await expect(page.locator('h1')).toHaveText(/オリジナルステッカー/);
      await page.goto(`${productionURL}/sp/cart`);
      await expect(page.locator('h1')).toHaveText(/カート/);
      // The journey ends on the explaining page, so the fixture's accessibility check reads it.
      await page.context().clearCookies();
      await page.goto(`${productionURL}/`);
      await expect(page.locator('h1')).toHaveText('このショップはスマートフォン専用です');
    });
  });

  test.describe('a phone', () => {
    test('stays on the app, and / sends it there', async ({ page }) => {
      await page.goto(`${productionURL}/sp/cart`);
      await expect(page).toHaveURL(`${productionURL}/sp/cart`);
      await expect(page.locator('h1')).toHaveText(/カート/);
      await page.goto(`${productionURL}/`);
      await expect(page).toHaveURL(`${productionURL}/sp/`);
    });
  });
});
