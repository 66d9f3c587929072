// Issue 17 point 6: what route prefetching (decision 0504) costs the first view's main thread. A
// phone-sized Chromium at 4x CPU slowdown opens a page (/sp/ unless --page says) twice per round:
// once as a customer does (prefetch on), once with Save-Data, which the app honours by not
// prefetching at all. The service worker is blocked in both, so the difference is the prefetch.
//
//   npx tsx bench/prefetch-main-thread.ts [--runs N] [--page /sp/...] [--settle-ms 10000]
//
// Per run: the main thread's busy time (Chrome's TaskDuration) up to the load event and up to
// `settle-ms` after navigation (long enough for three batches), the blocking time of long tasks
// (each task's time over 50 ms, as Total Blocking Time counts it) before and after the load event,
// and how many other routes' modules were fetched. The median of the runs is reported per mode.
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { phoneContext, startShop } from './shop-server.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cpuSlowdown = 4;

type Mode = 'prefetch' | 'save-data';

export interface PrefetchRun {
  mode: Mode;
  /** Main-thread busy time from navigation to the load event, ms. */
  busyToLoadMs: number;
  /** Main-thread busy time from navigation to `settleMs` after it, ms. */
  busyToSettleMs: number;
  /** Long tasks' time over 50 ms before the load event, ms. */
  blockingBeforeLoadMs: number;
  /** The same after the load event, up to `settleMs`. */
  blockingAfterLoadMs: number;
  /** Other routes' modules fetched (the prefetch's work). */
  prefetchedModules: number;
  loadAverage: number;
}

declare global {
  interface Window {
    __benchLongTasks?: { start: number; duration: number }[];
  }
}

/** Runs in the page before its own scripts. */
function observeLongTasks(): void {
  const tasks: { start: number; duration: number }[] = [];
  window.__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function measureOnce(
  browser: Browser,
  url: string,
  mode: Mode,
  settleMs: number,
): Promise<PrefetchRun> {
  const context = await browser.newContext({ ...phoneContext, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (mode === 'save-data') await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await cdp.send('Performance.enable');
    const busy = async (): Promise<number> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const before = await busy();
    const started = performance.now();
    await page.goto(url, { waitUntil: 'load' });
    const busyToLoadMs = (await busy()) - before;
    await page.waitForTimeout(Math.max(0, settleMs - (performance.now() - started)));
    const busyToSettleMs = (await busy()) - before;

    if (mode === 'save-data' && !(await page.evaluate(() => 'connection' in navigator))) {
      throw new Error('this Chromium has no navigator.connection: Save-Data cannot be emulated');
    }
    const inPage = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const manifest = (
        window as unknown as {
          __reactRouterManifest?: { routes: Record<string, { id: string; module: string }> };
        }
      ).__reactRouterManifest;
      const current = new Set(
        Object.keys(
          (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {},
        ),
      );
      const others = new Set(
        Object.values(manifest?.routes ?? {})
          .filter((route) => !current.has(route.id))
          .map((route) => route.module),
      );
      const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => others.has(new URL(entry.name).pathname),
      ).length;
      return { loadEnd: navigation?.loadEventEnd ?? 0, tasks: window.__benchLongTasks ?? [], fetched };
    });
    const blocking = (tasks: { duration: number }[]) =>
      tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return {
      mode,
      busyToLoadMs,
      busyToSettleMs,
      blockingBeforeLoadMs: blocking(inPage.tasks.filter((task) => task.start < inPage.loadEnd)),
      blockingAfterLoadMs: blocking(inPage.tasks.filter((task) => task.start >= inPage.loadEnd)),
      prefetchedModules: inPage.fetched,
      loadAverage: os.loadavg()[0] ?? 0,
    };
  } finally {
    await context.close();
  }
}

export async function benchPrefetchMainThread(options: {
  runs: number;
  page: string;
  settleMs: number;
}): Promise<PrefetchRun[]> {
  const shop = await startShop();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const results: PrefetchRun[] = [];
    // Taken in turn, so that a change in the machine's load falls on both modes alike.
    for (let i = 0; i < options.runs; i++) {
      for (const mode of ['prefetch', 'save-data'] as const) {
        results.push(await measureOnce(browser, `${shop.origin}${options.page}`, mode, options.settleMs));
      }
    }
    return results;
  } finally {
    await browser.close();
    await shop.stop();
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      page: { type: 'string', default: '/sp/' },
      'settle-ms': { type: 'string', default: '10000' },
    },
  });
  const settleMs = Math.max(3000, Number(values['settle-ms']) || 10_000);
  const results = await benchPrefetchMainThread({
    runs: Math.max(1, Number(values.runs) || 3),
    page: values.page,
    settleMs,
  });
  const ms = (value: number) => `${Math.round(value)} ms`;
  for (const run of results) {
    console.log(
      `${run.mode.padEnd(9)} busy to load ${ms(run.busyToLoadMs)}, to ${settleMs / 1000} s ${ms(run.busyToSettleMs)}; ` +
        `blocking before load ${ms(run.blockingBeforeLoadMs)}, after ${ms(run.blockingAfterLoadMs)}; ` +
        `${run.prefetchedModules} modules prefetched (load ${run.loadAverage.toFixed(1)})`,
    );
  }
  for (const mode of ['prefetch', 'save-data'] as const) {
    const runs = results.filter((run) => run.mode === mode);
    console.log(
      `${values.page} at ${cpuSlowdown}x CPU, ${mode === 'prefetch' ? 'with prefetch' : 'without (Save-Data)'}, median of ${runs.length}: ` +
        `main thread to load ${ms(median(runs.map((run) => run.busyToLoadMs)))}, ` +
        `to ${settleMs / 1000} s ${ms(median(runs.map((run) => run.busyToSettleMs)))}; ` +
        `blocking before load ${ms(median(runs.map((run) => run.blockingBeforeLoadMs)))}, ` +
        `after ${ms(median(runs.map((run) => run.blockingAfterLoadMs)))}`,
    );
  }
}
