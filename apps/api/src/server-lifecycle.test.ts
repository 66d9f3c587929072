// Issue 22: the real server process started, made ready and stopped as an orchestrator does it.
// SIGTERM while a card purchase waits for the provider lets the purchase finish and exits 0;
// several instances starting together on one new PostgreSQL database migrate and seed it once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { news, payments } from './db/schema.ts';
import { newsSeeds } from './db/seed/news.ts';
import { postgresHandle } from './db/client.ts';
import {
  cardCheckout,
  cardToken,
  purchaseBody,
  quickMembers,
  withShownTotal,
} from './modules/checkout/test-support.ts';
import {
  freePort,
  holdingProxy,
  openServerDatabase,
  serverDatabase,
  startServer,
  stopServer,
  type HoldingProxy,
  type ServerProcess,
} from '../test/server-process.ts';
import { testDatabasePrefix, withDatabase } from '../test/global-setup.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lifecycle-'));
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server.child, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('lets a card purchase waiting for the provider finish, then exits 0', async () => {
    const dataDir = path.join(scratch, 'sigterm');
    fs.mkdirSync(dataDir);
    const database = await serverDatabase(dataDir, 'sigterm');
    cleanups.push(database.drop);
    const setup = await openServerDatabase(dataDir, database.open);
    const [member] = await quickMembers(setup.app, 1);
    const body = await withShownTotal(
      setup.app,
      member!,
      purchaseBody(cardCheckout(await cardToken(setup.app))),
    );
    await setup.close();

    let callArrived: () => void = () => undefined;
    const providerCalled = new Promise<void>((resolve) => (callArrived = resolve));
    const port = await freePort();
    // The provider's answer reaches the shop a second late: SIGTERM comes while the shop waits for
    // it. (The stand-in lives in the server itself, so it must have answered before the signal.)
    const proxy: HoldingProxy = await holdingProxy(() => port, {
      beforeMs: 0,
      afterMs: 1000,
      onAnswered: () => callArrived(),
    });
    cleanups.push(proxy.close);
    const server = await startServer(
      {
        DATA_DIR: dataDir,
        ...database.env,
        APP_ENV: 'test',
        LOG_LEVEL: 'warn',
        CARD_PROVIDER_URL: `http://127.0.0.1:${proxy.port}/sandbox-pay`,
      },
      port,
      '/readyz',
    );
    servers.push(server);

    const answer = fetch(`http://127.0.0.1:${port}/api/v2/purchase`, {
      method: 'POST',
      headers: { ...member!.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
    await providerCalled;
    const exited = stopServer(server.child, 'SIGTERM');
    const response = await answer;
    expect(response.status).toBe(200);
    const purchaseId = ((await response.json()) as { data: { purchase: { purchaseId: string } } }).data
      .purchase.purchaseId;
    expect(await exited, server.errors()).toBe(0);

    const after = await openServerDatabase(dataDir, database.open);
    try {
      const paid = await after.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
      expect(paid.map((payment) => payment.status)).toEqual(['paid']);
    } finally {
      await after.close();
    }
  }, 300_000);
});

const postgresUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.runIf(postgresUrl)('instances starting together on a new PostgreSQL database', () => {
  it('all become ready, with the database migrated and seeded once', async () => {
    const url = postgresUrl!;
    const name = `${testDatabasePrefix(inject('postgresTemplate') ?? 'shop')}together_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const databaseUrl = withDatabase(url, name);
    const started = await Promise.all(
      ['a', 'b'].map(async (label) => {
        const dataDir = path.join(scratch, `together-${label}`);
        fs.mkdirSync(dataDir);
        const server = await startServer(
          { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_ENV: 'test', LOG_LEVEL: 'silent' },
          await freePort(),
          '/readyz',
        );
        servers.push(server);
        return server;
      }),
    );
    expect(started).toHaveLength(2);
    const handle = postgresHandle(databaseUrl);
    try {
      const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(news);
      expect(row?.count).toBe(newsSeeds.length);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
