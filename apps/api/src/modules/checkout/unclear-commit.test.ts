// Issue 15, point 4: the connection to PostgreSQL drops during the purchase's COMMIT. Whether the
// purchase exists is then unknown to the request; the key is let go only after reading it back.
// The app talks to PostgreSQL through a proxy of this test that cuts the connection carrying the
// COMMIT either before the server gets it (nothing written) or after it answered (written, answer
// lost). PostgreSQL only: PGlite runs in the process and has no connection to lose.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_NOW } from '../../../test/clock.ts';
import { testDatabasePrefix, withDatabase } from '../../../test/global-setup.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { postgresHandle, type DatabaseHandle } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { checkoutApiMessages } from './messages.ts';
import {
  cardCheckout,
  cardToken,
  memberState,
  paidChargesWithoutPurchase,
  postPurchase,
  purchaseBody,
  quickMembers,
  type PurchaseData,
} from './test-support.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const url = process.env.TEST_DATABASE_URL ?? '';

type Cut = 'before the server gets it' | 'after the server answered';

/** A TCP proxy to PostgreSQL that, once armed, cuts the first connection that sends COMMIT. */
function commitCuttingProxy(target: URL) {
  let armed: Cut | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let cutOnAnswer = false;
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      // A simple-protocol Query ('Q') whose text is COMMIT, as drizzle ends a transaction.
      if (armed && /Q[\s\S]{4}commit\0/i.test(chunk.toString('latin1'))) {
        const mode = armed;
        armed = null;
        if (mode === 'before the server gets it') return cut();
        cutOnAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => (cutOnAnswer ? cut() : client.write(chunk)));
    client.on('error', cut).on('close', cut);
    upstream.on('error', cut).on('close', cut);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    arm: (mode: Cut) => {
      armed = mode;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!onPostgres)('a connection dropped during the purchase COMMIT (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxy: ReturnType<typeof commitCuttingProxy>;
  let name = '';

  beforeAll(async () => {
    const template = inject('postgresTemplate') ?? '';
    name = `${testDatabasePrefix(template)}commit_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    proxy = commitCuttingProxy(new URL(url));
    const port = await proxy.listen();
    const proxied = new URL(withDatabase(url, name));
    proxied.host = `127.0.0.1:${port}`;
    database = postgresHandle(proxied.toString());
    app = await buildApp({
      config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      now: () => TEST_NOW,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const keyRows = (key: string) => app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('cut before the server got it: nothing written, the key let go, the retry orders once', async () => {
    const [member] = await quickMembers(app, 1);
    if (!member) throw new Error('no member');
    const body = purchaseBody();
    const key = randomUUID();
    proxy.arm('before the server gets it');
    const res = await postPurchase(app, member, body, key);
    expect(res.statusCode).toBe(500);
    expect((await memberState(app, member.id)).purchases).toEqual([]);
    expect(await keyRows(key)).toEqual([]);
    const retry = await postPurchase(app, member, body, key);
    expect(retry.statusCode).toBe(200);
    expect((await memberState(app, member.id)).purchases).toHaveLength(1);
  });

  it('cut after the server committed: read back, the stored answer given, the key kept', async () => {
    const [member] = await quickMembers(app, 1);
    if (!member) throw new Error('no member');
    const body = purchaseBody();
    const key = randomUUID();
    proxy.arm('after the server answered');
    const res = await postPurchase(app, member, body, key);
    expect(res.statusCode).toBe(200);
    const purchaseId = res.json<{ data: PurchaseData }>().data.purchase.purchaseId;
    expect((await memberState(app, member.id)).purchases.map((row) => row.purchaseId)).toEqual([purchaseId]);
    expect(await keyRows(key)).toMatchObject([{ state: 'done', purchaseId }]);
    expect((await postPurchase(app, member, body, key)).json()).toEqual(res.json());
  });

  it('a card purchase committed without its answer is not charged, and its key is not let go', async () => {
    const [member] = await quickMembers(app, 1);
    if (!member) throw new Error('no member');
    const body = purchaseBody(cardCheckout(await cardToken(app)));
    const key = randomUUID();
    proxy.arm('after the server answered');
    const res = await postPurchase(app, member, body, key);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: checkoutApiMessages.purchaseUnclear, errors: {} });
    const [purchase] = (await memberState(app, member.id)).purchases;
    expect(purchase?.paymentStatus).toBe('authorizing');
    expect(await keyRows(key)).toMatchObject([{ state: 'running', purchaseId: purchase?.purchaseId }]);
    // A retry during the lease waits; the reconciliation releases it after (never charged).
    expect((await postPurchase(app, member, body, key)).statusCode).toBe(409);
    expect(await paidChargesWithoutPurchase(app)).toEqual([]);
  });
});
