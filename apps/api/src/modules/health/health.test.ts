// Issue 22: /healthz and /readyz, and migrations applied once by instances starting together.
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiMessages, readinessMessages } from '@shop/domain/messages';
import { migrationsFolder, postgresHandle } from '../../db/client.ts';
import { appliedMigrations, pendingMigrationCount } from '../../db/migrations-state.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { testDatabasePrefix, withDatabase } from '../../../test/global-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /healthz and /readyz', () => {
  it('says the process answers, to anyone', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('says ready once the database answers with every committed migration applied', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says not ready while a committed migration is not applied, naming only the reason', async () => {
    // The database as an instance finds it while a newer release's migration is still to run.
    const [last] = await t.app.db
      .select({ id: appliedMigrations.id })
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1);
    expect(last).toBeDefined();
    await t.app.db.delete(appliedMigrations).where(eq(appliedMigrations.id, last!.id));
    expect(await pendingMigrationCount(t.app.db, migrationsFolder())).toBe(1);

    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: apiMessages.notReady,
      errors: { migrations: readinessMessages.migrations },
    });
    // The liveness answer does not change: the process is alive, only not ready.
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('says not ready when the database cannot be reached', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: apiMessages.notReady,
        errors: { database: readinessMessages.database },
      });
    } finally {
      await broken.app.close();
    }
  });
});

describe('GET /readyz with the object store configured', () => {
  it('says not ready while the bucket does not answer', async () => {
    // Nothing listens on port 9: the connection is refused at once.
    const unreachable = await createTestApp({
      env: {
        S3_BUCKET: 'sticker-shop',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
    });
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: apiMessages.notReady,
        errors: { fileStore: readinessMessages.fileStore },
      });
    } finally {
      await unreachable.close();
    }
  });
});

const postgresUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(postgresUrl)('migrations on PostgreSQL', () => {
  it('are applied once when three instances start together on a new database', async () => {
    const url = postgresUrl!;
    const name = `${testDatabasePrefix(inject('postgresTemplate') ?? 'shop')}migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const instances = [1, 2, 3].map(() => postgresHandle(withDatabase(url, name)));
    try {
      // Without the lock, the second would create the tables the first is creating, and fail.
      await Promise.all(instances.map((instance) => instance.migrate()));
      const db = instances[0]!.db;
      expect(await pendingMigrationCount(db, migrationsFolder())).toBe(0);
      const hashes = await db.select({ hash: appliedMigrations.hash }).from(appliedMigrations);
      expect(new Set(hashes.map((row) => row.hash)).size).toBe(hashes.length);
    } finally {
      for (const instance of instances) await instance.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
