// Boots the real app on a private copy of the seeded test database and calls it with inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../src/db/client.ts';
import { TEST_NOW } from './clock.ts';
import { testDatabasePrefix, withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  /** Moves the app's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database cloned from the migrated, seeded image: PGlite, or PostgreSQL when TEST_DB_KIND=postgres. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === 'postgres' && url && template) {
    const name = `${testDatabasePrefix(template)}${process.pid}_${counter++}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = postgresHandle(withDatabase(url, name));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const image = new Blob([fs.readFileSync(inject('pgliteImage'))]);
  const client = await PGlite.create({ loadDataDir: image });
  return pgliteHandle(client);
}

export async function createTestApp(
  options: { now?: Date; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-app-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_BUILD_DIR: path.join(dataDir, 'web'),
    ADMIN_BUILD_DIR: path.join(dataDir, 'admin'),
    ...options.env,
  });
  const database = await openTestDatabase();
  let now = options.now ?? TEST_NOW;
  const app = await buildApp({ config, database, now: () => now, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
