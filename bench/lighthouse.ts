// Budget (issue 9): Lighthouse, mobile, on /sp/, one material page and /sp/cart: performance ≥ 95,
// accessibility, best practices and SEO 100. Lighthouse's default config is the mobile one (Moto
// G Power sized screen, simulated slow 4G and 4x CPU), which is what the budget means.
//
//   npx tsx bench/lighthouse.ts [--strict] [--runs N]
//
// --runs N keeps, per page, the run with the median performance score (Lighthouse's own advice
// for a noisy machine); --strict exits 1 when a budget is missed. Full JSON reports go to
// bench/results/ (not committed).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { benchMaterialSlug, startShop } from './shop-server.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const resultsDir = path.resolve(import.meta.dirname, 'results');

export const lighthouseBudgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
type CategoryId = keyof typeof lighthouseBudgets;
const categoryIds = Object.keys(lighthouseBudgets) as CategoryId[];

export const lighthousePages = ['/sp/', `/sp/materials/${benchMaterialSlug}`, '/sp/cart'] as const;

export interface PageScores {
  page: string;
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

function toScores(page: string, lhr: Result): PageScores {
  const scores = {} as Record<CategoryId, number>;
  const failing: PageScores['failing'] = {};
  for (const id of categoryIds) {
    scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    if (scores[id] < lighthouseBudgets[id]) failing[id] = failingAudits(lhr, id);
  }
  return {
    page,
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

async function auditOnce(url: string): Promise<Result> {
  // A fresh browser per run: no cache, service worker or storage carried from the last page.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categoryIds],
      locale: 'en-US',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(runs = 1): Promise<PageScores[]> {
  const shop = await startShop();
  try {
    fs.mkdirSync(resultsDir, { recursive: true });
    const pages: PageScores[] = [];
    for (const page of lighthousePages) {
      const reports: Result[] = [];
      for (let i = 0; i < runs; i++) reports.push(await auditOnce(`${shop.origin}${page}`));
      reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const median = reports[Math.floor(reports.length / 2)]!;
      const name = page.replace(/^\/sp\/?/, '').replace(/\//g, '-') || 'home';
      fs.writeFileSync(path.join(resultsDir, `lighthouse-${name}.json`), JSON.stringify(median));
      pages.push(toScores(page, median));
    }
    return pages;
  } finally {
    await shop.stop();
  }
}

export function missedBudgets(pages: PageScores[]): string[] {
  return pages.flatMap((p) =>
    categoryIds
      .filter((id) => p.scores[id] < lighthouseBudgets[id])
      .map((id) => `${p.page} ${id} ${p.scores[id]} < ${lighthouseBudgets[id]}`),
  );
}

function report(pages: PageScores[]): void {
  for (const p of pages) {
    const m = p.metrics;
    console.log(
      `${p.page}: performance ${p.scores.performance}, accessibility ${p.scores.accessibility}, ` +
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
    options: { strict: { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const pages = await benchLighthouse(runs);
  report(pages);
  const missed = missedBudgets(pages);
  console.log(
    missed.length === 0 ? 'lighthouse: every budget met' : `lighthouse: ${missed.length} budget(s) missed`,
  );
  if (values.strict && missed.length > 0) process.exit(1);
}
