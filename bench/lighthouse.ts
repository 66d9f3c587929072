// Budgets (issues 9 and 17): Lighthouse, mobile, on /sp/, one material page, /sp/cart and the
// logged-in /sp/checkout/payment: performance ≥ 90, accessibility, best practices and SEO 100.
// Lighthouse's default config is the mobile one (Moto G Power sized screen, simulated slow 4G and
// 4x CPU). Its simulated CPU is this host's CPU slowed down, so a score says as much about the host
// as about the shop: issue 17 calibrates the slowdown to a mid-tier phone, multiplier =
// the host's benchmarkIndex / 1,000 (the Pixel 5 class score Chrome DevTools' CPU calibration
// uses), and keeps the default 4x figures beside them (decision 0673).
//
//   npx tsx bench/lighthouse.ts [--strict] [--runs N] [--cpu default|calibrated|both] [--page PATH]
//
// --runs N keeps, per page and CPU setting, the run with the median performance score
// (Lighthouse's own advice for a noisy machine); --strict exits 1 when a budget is missed.
// Each figure is printed with the benchmarkIndex Lighthouse measured in that run and the load
// average of the machine. Full JSON reports go to bench/results/ (not committed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { benchMaterialSlug, benchMember, startShop } from './shop-server.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const resultsDir = path.resolve(import.meta.dirname, 'results');

/** The benchmarkIndex of the mid-tier phone the calibrated slowdown aims at (issue 17). */
export const MID_TIER_BENCHMARK_INDEX = 1000;

/** The slowdown that makes this host's CPU about as fast as a mid-tier phone's. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / MID_TIER_BENCHMARK_INDEX) * 10) / 10);
}

export const lighthouseBudgets = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
type CategoryId = keyof typeof lighthouseBudgets;
const categoryIds = Object.keys(lighthouseBudgets) as CategoryId[];

export interface LighthousePage {
  path: string;
  /** A logged-in page: a member with a one-line cart, set in the browser's storage first. */
  member?: boolean;
}

export const lighthousePages: readonly LighthousePage[] = [
  { path: '/sp/' },
  { path: `/sp/materials/${benchMaterialSlug}` },
  { path: '/sp/cart' },
  { path: '/sp/checkout/payment', member: true },
];

export type CpuSetting = 'default' | 'calibrated';

export interface PageScores {
  page: string;
  cpu: CpuSetting;
  cpuSlowdown: number;
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the reported run ended. */
  loadAverage: number;
  scores: Record<CategoryId, number>;
  /** Per category under budget: the audits that cost it points. */
  failing: Partial<Record<CategoryId, string[]>>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; si: number };
}

/** Audits of a category that scored below 1 and count (weighted, or a binary pass/fail). */
function failingAudits(lhr: Result, id: CategoryId): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const lines: string[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
    // Performance lists diagnostics with weight 0: they explain, but only metrics cost points.
    if (id === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const weight = ref.weight > 0 ? ` [weight ${ref.weight}]` : '';
    lines.push(`${audit.id}: ${audit.title}${value}${weight}`);
  }
  return lines;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function toScores(page: string, cpu: CpuSetting, lhr: Result, loadAverage: number): PageScores {
  const scores = {} as Record<CategoryId, number>;
  const failing: PageScores['failing'] = {};
  for (const id of categoryIds) {
    scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    if (scores[id] < lighthouseBudgets[id]) failing[id] = failingAudits(lhr, id);
  }
  return {
    page,
    cpu,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage,
    scores,
    failing,
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
    },
  };
}

/**
 * Puts the member's token and a one-line cart into the origin's storage without loading the app
 * (a JSON answer of the API is opened): no code, cache or service worker of the shop is there
 * before Lighthouse loads the page.
 */
async function storeMember(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/v2/info`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

interface AuditOptions {
  cpuSlowdown: number;
  /** Storage to set first (a logged-in page); the audit then keeps it. */
  storage?: Record<string, string>;
}

async function auditOnce(url: string, options: AuditOptions): Promise<Result> {
  // A fresh browser per run: no cache, service worker or storage carried from the last page.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (options.storage) await storeMember(chrome.port, new URL(url).origin, options.storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categoryIds],
      locale: 'en-US',
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
      // Lighthouse would clear the member's storage set above; the browser is new anyway.
      disableStorageReset: options.storage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}: not the page meant`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): run it again. */
async function auditWithRetries(url: string, options: AuditOptions, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

const median = <T>(values: readonly T[], score: (value: T) => number): T =>
  [...values].sort((a, b) => score(a) - score(b))[Math.floor(values.length / 2)]!;

export interface BenchOptions {
  runs: number;
  cpu: readonly CpuSetting[];
  /** One page's path (`--page /sp/checkout/payment`) instead of all four. */
  only?: string | undefined;
}

export async function benchLighthouse({ runs, cpu, only }: BenchOptions): Promise<PageScores[]> {
  const shop = await startShop();
  try {
    fs.mkdirSync(resultsDir, { recursive: true });
    const member = await benchMember(shop.origin);
    const pages: PageScores[] = [];
    // The calibrated slowdown follows the host's speed as Lighthouse measures it; a first run at
    // the default 4x (reported too) gives the benchmarkIndex when only calibrated runs are asked.
    let benchmarkIndexes: number[] = [];
    const slowdownFor = async (setting: CpuSetting): Promise<number> => {
      if (setting === 'default') return 4;
      if (benchmarkIndexes.length === 0) {
        const probe = await auditWithRetries(`${shop.origin}/sp/about`, { cpuSlowdown: 4 });
        benchmarkIndexes = [probe.environment.benchmarkIndex];
      }
      return calibratedSlowdown(median(benchmarkIndexes, (index) => index));
    };
    for (const setting of cpu) {
      for (const page of lighthousePages.filter((p) => !only || p.path === only)) {
        const cpuSlowdown = await slowdownFor(setting);
        const reports: { lhr: Result; load: number }[] = [];
        for (let i = 0; i < runs; i++) {
          const lhr = await auditWithRetries(`${shop.origin}${page.path}`, {
            cpuSlowdown,
            ...(page.member ? { storage: member.storage } : {}),
          });
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          reports.push({ lhr, load: os.loadavg()[0] ?? 0 });
        }
        const chosen = median(reports, (report) => report.lhr.categories.performance?.score ?? 0);
        const name = page.path.replace(/^\/sp\/?/, '').replace(/\//g, '-') || 'home';
        fs.writeFileSync(
          path.join(resultsDir, `lighthouse-${name}-${setting}.json`),
          JSON.stringify(chosen.lhr),
        );
        pages.push(toScores(page.path, setting, chosen.lhr, chosen.load));
      }
    }
    return pages;
  } finally {
    await shop.stop();
  }
}

/**
 * The performance budget holds at the calibrated slowdown (the default 4x figures are reported
 * beside them); accessibility, best practices and SEO hold at both.
 */
export function missedBudgets(pages: PageScores[]): string[] {
  return pages.flatMap((p) =>
    categoryIds
      .filter(
        (id) => p.scores[id] < lighthouseBudgets[id] && (id !== 'performance' || p.cpu === 'calibrated'),
      )
      .map((id) => `${p.page} (${p.cpu} CPU) ${id} ${p.scores[id]} < ${lighthouseBudgets[id]}`),
  );
}

function report(pages: PageScores[]): void {
  for (const p of pages) {
    const m = p.metrics;
    console.log(
      `${p.page} [${p.cpuSlowdown}x CPU, ${p.cpu}; benchmarkIndex ${Math.round(p.benchmarkIndex)}, ` +
        `load ${p.loadAverage.toFixed(1)}]: performance ${p.scores.performance}, accessibility ${p.scores.accessibility}, ` +
        `best practices ${p.scores['best-practices']}, SEO ${p.scores.seo} ` +
        `(FCP ${(m.fcpMs / 1000).toFixed(1)} s, LCP ${(m.lcpMs / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, SI ${(m.si / 1000).toFixed(1)} s)`,
    );
    for (const [id, audits] of Object.entries(p.failing)) {
      console.log(`  ${id} under budget:`);
      for (const line of audits) console.log(`    - ${line}`);
    }
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      strict: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      cpu: { type: 'string', default: 'both' },
      page: { type: 'string' },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const cpu: CpuSetting[] =
    values.cpu === 'default'
      ? ['default']
      : values.cpu === 'calibrated'
        ? ['calibrated']
        : ['default', 'calibrated'];
  const pages = await benchLighthouse({ runs, cpu, only: values.page });
  report(pages);
  const missed = missedBudgets(pages);
  console.log(
    missed.length === 0 ? 'lighthouse: every budget met' : `lighthouse: ${missed.length} budget(s) missed`,
  );
  if (values.strict && missed.length > 0) process.exit(1);
}
