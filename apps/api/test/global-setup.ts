// Runs once per `vitest run`: migrates and seeds one database image, which every test file then
// clones (PGlite: a dumped data directory; PostgreSQL: a template database). Creating PGlite is
// slow (ENVIRONMENT.md), cloning it is fast.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteHandle, postgresHandle } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { TEST_NOW } from './clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const client = await PGlite.create();
  const handle = pgliteHandle(client);
  await handle.migrate();
  await seedDatabase(handle.db, TEST_NOW);
  const image = path.join(dir, 'image.tar');
  fs.writeFileSync(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteImage', image);

  let template: string | null = null;
  const url = process.env.TEST_DATABASE_URL;
  if (url && project.name === 'api-postgres') {
    // Named after this run, so two runs on one server (two checkouts, CI beside a developer)
    // never drop each other's databases.
    template = `shop_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateHandle = postgresHandle(withDatabase(url, template));
    await templateHandle.migrate();
    await seedDatabase(templateHandle.db, TEST_NOW);
    await templateHandle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${testDatabasePrefix(template)}%`, template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Every test database cloned from `template` starts with this, so the run drops only its own. */
export function testDatabasePrefix(template: string): string {
  return `${template.replace(/^shop_template_/, 'shop_test_')}_`;
}
