// Every journey fails on a console error or an uncaught page error: a broken page must not pass.
// Every journey also ends with an axe-core check (decision 0515): a serious or critical
// accessibility violation on the last screen fails it, as `checkA11y` does at the states a journey
// names (a form with its errors, an open dialog, a confirmation step).
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, type AxeViolation } from './axe-in-page';

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, one h1, heading order): decision 0515. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Impacts that fail a journey; moderate and minor ones are left to review (decision 0515). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One readable paragraph per violation: rule, impact, what to do, and where. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.map(String).join(' > ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${where}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations, naming the
 * rule, its help text and the target selectors. `label` names the state in the report.
 */
export async function checkA11y(page: Page, label: string): Promise<void> {
  // Merging the results of cross-origin frames needs a blank page of axe's own, which took three
  // quarters of each check's time (2–7 s on a loaded 2-core machine). The shop has no cross-origin
  // frame, so axe runs in the page itself (decisions 0600 and 0856); a page that ever gains one
  // fails here rather than going unchecked.
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== 'about:blank' && !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(foreignFrames, `cross-origin frames that axe would not check on ${page.url()}`).toEqual([]);
  const violations = await axeViolations(page, AXE_TAGS);
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  // The rule ids are compared (a short diff); the message carries help and selectors.
  expect(
    failing.map((violation) => violation.id),
    `accessibility (axe-core) at "${label}" on ${page.url()}:\n${formatViolations(failing)}`,
  ).toEqual([]);
}

/** Installed in every page before its scripts: reports each Content-Security-Policy violation. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
      .__reportCspViolation;
    report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}`);
  });
}

/** Every page of the context reports its CSP violations into `violations`, before its own scripts run. */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(reportCspViolations);
}

/**
 * Opens a browser context of its own (a second person, a phone beside the desk), watched like the
 * journey's own: a CSP violation on any of its pages fails the journey. Closed after the journey.
 * Journeys open contexts only through this, never `browser.newContext()` (issue 14).
 */
export type NewContext = (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;

export const test = base.extend<{
  consoleErrors: string[];
  cspViolations: string[];
  newContext: NewContext;
}>({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    // Only after a passing body: a failed journey's last screen would only add noise to its report.
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    // A journey may end mid-navigation (a click that leaves the page): check the settled screen.
    await page.waitForLoadState('load');
    await checkA11y(page, 'end of the journey');
  },
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
  // Every journey is a test of the Content-Security-Policy (issue 14, decision 0615): a violation
  // fails it even where a journey lets some console errors pass.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // On the context, so a second page a journey opens in it is watched too.
      await watchCspViolations(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Torn down before cspViolations (which it uses), so what its pages reported is checked there.
  newContext: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await watchCspViolations(context, cspViolations);
      return context;
    });
    // A journey that failed half-way leaves its contexts open; closing one twice is harmless.
    for (const context of opened) await context.close();
  },
});

export { expect };

/**
 * A context for a worker's own setup (a staff member's sign-in, decision 0829), watched for CSP
 * violations as a journey's contexts are, and closed once `work` is done.
 */
export async function inWatchedContext<T>(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const violations: string[] = [];
  const context = await browser.newContext(options);
  try {
    await watchCspViolations(context, violations);
    const done = await work(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    return done;
  } finally {
    await context.close();
  }
}

/**
 * Resolves once the screen's effects have run (a frame drawn, then a task after it) and every
 * request they started has reached the journey's listeners: a marker request the page sends after
 * them is seen after theirs. A journey asserts that something was not sent right after this, never
 * after a fixed wait.
 */
export async function afterScreenEffects(page: Page): Promise<void> {
  const marker = `/healthz?after-effects=${Date.now()}`;
  const seen = page.waitForRequest((sent) => sent.url().endsWith(marker));
  await page.evaluate(async (url) => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
    await fetch(url);
  }, marker);
  await seen;
}

/** The server's data directory, as serve.mjs makes it for this run's port (mail lands in outbox/). */
export function serverDataDir(): string {
  const port = process.env.E2E_PORT ?? '3210';
  return path.resolve(import.meta.dirname, '..', port === '3210' ? '.data' : `.data-${port}`);
}

/**
 * Drops Chromium's "Failed to load resource" lines for the given statuses from the collected
 * console errors: a journey that asks for a 404 page (or a refusal) gets the answer it wanted.
 */
export function allowFailedLoads(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = new RegExp(
    `Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`,
  );
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected.test(line)));
}
