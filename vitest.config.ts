import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { databaseTestFiles } from './tooling/test-projects/database-files.ts';

const API_TEST_FOLDERS = ['src', 'test'];

const apiProject = (
  name: string,
  env: Record<string, string>,
  include = API_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
): TestProjectInlineConfiguration => ({
  test: {
    name,
    // Without isolation a worker imports the app (Fastify, the AWS SDK, the PDF fonts) once, not
    // once per file: the PGlite project took 618 s of CPU isolated and 375 s not, all 1,329 tests
    // passing (bench/README.md, issue 25); PostgreSQL the same (decision 0837). Each file still opens
    // its own database and app.
    isolate: false,
    root: workspace('apps/api'),
    include,
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

/** A workspace folder, absolute: `npm test -w <workspace>` runs Vitest from that workspace. */
const workspace = (folder: string) => path.join(import.meta.dirname, folder);

// One runner for every workspace. Integration tests run on PGlite always and on PostgreSQL
// when TEST_DATABASE_URL is set. Integration tests of the API share one migrated PGlite image
// made once by the global setup (creating PGlite is slow: ENVIRONMENT.md), cloned per test file.
export default defineConfig({
  test: {
    // Vitest keeps one core for itself (CPUs − 1 workers), which on the project's 2-core machines
    // means one worker and an idle core: the main process has little to do while the files run.
    maxWorkers: Math.max(os.availableParallelism() - 1, 2),
    projects: [
      {
        test: {
          name: 'domain',
          root: workspace('packages/domain'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Checks over the repository's text (issue 24: the glossary of docs/glossary.md) and its
        // workspaces' scripts (issue 18).
        test: {
          name: 'vocabulary',
          root: workspace('tooling'),
          include: ['vocabulary/**/*.test.ts', 'workspaces/**/*.test.ts', 'test-projects/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api', { TEST_DB_KIND: 'pglite' }),
      // The same integration tests again on a real PostgreSQL server when one is given (CI), also
      // without isolation (decision 0837): the files that reach a database, read from their imports
      // (decision 0838); a file that never opens one gave the same answer twice.
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject(
              'api-postgres',
              { TEST_DB_KIND: 'postgres' },
              databaseTestFiles(workspace('apps/api'), API_TEST_FOLDERS),
            ),
          ]
        : []),
      {
        // The back office's own logic (its screens are held by the desk-size journeys in e2e/).
        resolve: { alias: { '~': workspace('apps/web/app'), '@admin': workspace('apps/admin/app') } },
        test: {
          name: 'admin',
          root: workspace('apps/admin'),
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // The benches' readings (the bundle budget's manifest walk): figures themselves are never tested.
        test: {
          name: 'bench',
          root: workspace('bench'),
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'results/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '~': workspace('apps/web/app') } },
        test: {
          name: 'web',
          root: workspace('apps/web'),
          include: ['app/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./app/vitest-setup.ts'],
          // Room for the setup's 10 s waits on a busy machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
