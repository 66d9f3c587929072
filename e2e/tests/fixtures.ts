// Every journey fails on a console error or an uncaught page error: a broken page must not pass.
import path from 'node:path';
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The server's data directory, as serve.mjs makes it for this run's port (mail lands in outbox/). */
export function serverDataDir(): string {
  const port = process.env.E2E_PORT ?? '3210';
  return path.resolve(import.meta.dirname, '..', port === '3210' ? '.data' : `.data-${port}`);
}
