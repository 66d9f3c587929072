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

test('the first view of /sp/ loads at most 100 KB of gzipped JavaScript', () => {
  const home = routeFirstView(readManifest(), 'routes/home');
  console.log(`/sp/: ${kb(home.totalGzipBytes)} in ${home.files.length} files`);
  expect(home.totalGzipBytes).toBeLessThanOrEqual(BUDGET);
});

// Every route fits since 2026-11-25 (decisions 0560-0564): no route has a ceiling of its own any more.
test('every route’s first view stays within 100 KB', () => {
  const views = allRouteFirstViews();
  expect(views.length).toBeGreaterThan(30);
  const over = views
    .filter((view) => view.totalGzipBytes > BUDGET)
    .map((view) => `${view.routeId}: ${kb(view.totalGzipBytes)}`);
  console.log(views.map((view) => `${view.routeId} ${kb(view.totalGzipBytes)}`).join('\n'));
  expect(over, 'routes over their budget').toEqual([]);
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
