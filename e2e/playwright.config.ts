import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The system Chromium: Playwright cannot download its own browser here (ENVIRONMENT.md).
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}. Install one (Debian/Ubuntu: apt-get install chromium fonts-noto-cjk; ` +
      'macOS: brew install --cask chromium) or set CHROME_PATH to a Chrome or Chromium binary.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Files run side by side on two workers (tests inside a file stay in order): every journey
  // makes its own member and cart, so they share the server safely, and the suite takes about
  // a quarter less time on the 2-core machine (issue 2's 10-minute budget for npm test).
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a journey that needs one is a defect to fix, not to hide (issue 25).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built app served by `npm start` on a fresh data directory.
    command: 'node serve.mjs',
    cwd: path.resolve(import.meta.dirname),
    url: `${baseURL}/api/v2/products`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A journey's `request` reuses its keep-alive socket; with the server's 5-second default it
      // could send on a socket idle for five seconds just as the server closed it (ECONNRESET).
      // A journey lasts at most 30 s, so sockets idle up to 65 s never close under it.
      HTTP_KEEP_ALIVE_TIMEOUT_S: '65',
      HTTP_IDLE_TIMEOUT_S: '75',
      HTTP_HEADERS_TIMEOUT_S: '75',
    },
  },
});
