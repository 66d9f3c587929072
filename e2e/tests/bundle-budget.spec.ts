// Budgets on the JavaScript of each route's first view (gzipped), read from the build. Sizes are
// deterministic for a build, so they are checked here rather than in bench/ (issues 2, 3 and 9).
import { expect, test } from '@playwright/test';
import {
  allRouteFirstViews,
  firstViewUrls,
  kb,
  readManifest,
  routeFirstView,
} from '../../bench/bundle-size.ts';

const BUDGET = 100 * 1024;

/**
 * Routes whose first view is still over the 100 KB budget (issue 9), each with a ceiling about
 * 1 KB above its size. Only the estimate request is left (2026-11-25, decision 0563): one long form
 * of some twenty fields on react-hook-form (~13 KB) over the ~79 KB every page shares. It may not
 * grow, and a route leaves this list once it is under the budget (the last test fails while a
 * listed route already fits).
 */
const overBudgetCeilings: Record<string, number> = {
  'routes/request-estimate': 105.5 * 1024,
  'routes/request-estimate-wildcard': 105.5 * 1024,
};

test('the first view of /sp/ loads at most 100 KB of gzipped JavaScript', () => {
  const home = routeFirstView(readManifest(), 'routes/home');
  console.log(`/sp/: ${kb(home.totalGzipBytes)} in ${home.files.length} files`);
  expect(home.totalGzipBytes).toBeLessThanOrEqual(BUDGET);
});

test('every route’s first view stays within 100 KB, or within its recorded ceiling', () => {
  const views = allRouteFirstViews();
  expect(views.length).toBeGreaterThan(30);
  const over = views
    .filter((view) => view.totalGzipBytes > (overBudgetCeilings[view.routeId] ?? BUDGET))
    .map((view) => `${view.routeId}: ${kb(view.totalGzipBytes)}`);
  console.log(views.map((view) => `${view.routeId} ${kb(view.totalGzipBytes)}`).join('\n'));
  expect(over, 'routes over their budget').toEqual([]);
});

test('a route listed as over budget leaves the list once it fits', () => {
  const manifest = readManifest();
  const fitting = Object.keys(overBudgetCeilings).filter(
    (routeId) => routeFirstView(manifest, routeId).totalGzipBytes <= BUDGET,
  );
  expect(fitting, 'remove these from overBudgetCeilings').toEqual([]);
});

test('the configurator route loads at most 60 KB of gzipped JavaScript beyond /sp/', () => {
  const manifest = readManifest();
  const home = firstViewUrls(manifest, 'routes/home');
  const material = routeFirstView(manifest, 'routes/material');
  const beyond = material.files.filter((file) => !home.has(file.url));
  const bytes = beyond.reduce((sum, file) => sum + file.gzipBytes, 0);
  console.log(`configurator route: ${kb(bytes)} beyond /sp/ in ${beyond.length} files`);
  expect(beyond.length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(60 * 1024);
});
