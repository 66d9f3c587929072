// Issue 22 point 3: two server processes on one PostgreSQL database and one object store (s3rver,
// decision 0781), as two instances behind a load balancer. Whatever one instance did, the other
// sees: a login, a purchase, artwork, documents, quotations, login throttles, the mail queue; and
// their reconciliations, running at once, settle each stale card charge once (decision 0782).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './modules/auth/login-throttle.ts';
import { createTestMember } from './modules/auth/test-member.ts';
import {
  addCoupon,
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  paidChargesWithoutPurchase,
  paymentsOf,
  postPurchase,
  purchaseBody,
  quickMembers,
  whitePp,
  withShownTotal,
} from './modules/checkout/test-support.ts';
import { setCardGatewayFactory } from './modules/checkout/card-gateway.ts';
import { cardGatewayFor } from './payments/card-gateway.ts';
import { ORDER_STATUS } from '@shop/domain/orders';
import { coupons, mailOutbox, orderEvents, orders, payments, purchases } from './db/schema.ts';
import { S3FileStore, type S3Settings } from './lib/file-store/s3-file-store.ts';
import { multipartBody, SAMPLE_FILES } from '../test/multipart.ts';
import {
  freePort,
  holdingProxy,
  openServerDatabase,
  pause,
  serverDatabase,
  startServer,
  stopServer,
  type ServerProcess,
} from '../test/server-process.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-two-'));
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server.child, 'SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** The object store both instances use: s3rver on a free port, with the shop's bucket. */
async function objectStore(): Promise<{ settings: S3Settings; env: Record<string, string> }> {
  const s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(scratch, 's3'),
    silent: true,
  });
  const { port } = await s3server.run();
  cleanups.push(() => s3server.close());
  const settings: S3Settings = {
    bucket: 'sticker-shop',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'ap-northeast-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const store = new S3FileStore(settings, path.join(scratch, 'probe'));
  await store.client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  store.client.destroy();
  return {
    settings,
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
}

describe.runIf(onPostgres)('two instances on one database and one object store', () => {
  it('serve one shop: sessions, purchases, files, documents, throttles and mail are shared', async () => {
    const database = await serverDatabase(scratch, 'two');
    cleanups.push(database.drop);
    const store = await objectStore();

    const setup = await openServerDatabase(path.join(scratch, 'setup'), database.open);
    const member = await createTestMember(setup.app);
    const guessed = await createTestMember(setup.app);
    const body = await withShownTotal(
      setup.app,
      member,
      purchaseBody(cardCheckout(await cardToken(setup.app))),
    );
    await setup.close();

    const instances = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const dataDir = path.join(scratch, name);
        fs.mkdirSync(dataDir);
        const port = await freePort();
        const server = await startServer(
          { DATA_DIR: dataDir, ...database.env, ...store.env, APP_ENV: 'test', LOG_LEVEL: 'warn' },
          port,
          '/readyz',
        );
        servers.push(server);
        const call = (url: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${url}`, init);
        return { name, dataDir, server, call };
      }),
    );
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const json = { 'content-type': 'application/json' };

    // Logged in on A, known on B.
    const login = await a.call('/api/v2/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await b.call('/api/v2/check-login', { headers: bearer })).status).toBe(200);

    // Bought on B, its artwork sent to A: kept in the bucket, not on A's disk.
    const purchase = await b.call('/api/v2/purchase', {
      method: 'POST',
      headers: { ...bearer, ...json, 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
    expect(purchase.status, a.server.errors() + b.server.errors()).toBe(200);
    const { purchaseId } = ((await purchase.json()) as { data: { purchase: { purchaseId: string } } }).data
      .purchase;
    const artwork = multipartBody([
      { name: 'order_id', value: `${purchaseId}-1` },
      { name: 'file', filename: 'logo.pdf', content: SAMPLE_FILES.pdf },
    ]);
    const upload = await a.call('/api/v2/upload', {
      method: 'POST',
      headers: { ...bearer, ...artwork.headers },
      body: artwork.payload,
    });
    expect(upload.status).toBe(200);
    const bucket = new S3FileStore(store.settings, path.join(scratch, 'probe'));
    cleanups.push(async () => bucket.client.destroy());
    const kept = await bucket.list('artwork');
    expect(kept).toHaveLength(1);
    expect(await bucket.read(kept[0]!)).toEqual(SAMPLE_FILES.pdf);
    expect(fs.existsSync(path.join(a.dataDir, 'uploads', 'artwork'))).toBe(false);

    // An invoice issued on A is downloaded from B; a quotation made on B from A.
    const invoice = await a.call('/api/v2/issue-invoice', {
      method: 'POST',
      headers: { ...bearer, ...json },
      body: JSON.stringify({ to: '山田 太郎', purchase_id: purchaseId }),
    });
    expect(invoice.status).toBe(200);
    const invoiceUrl = ((await invoice.json()) as { data: { url: string } }).data.url;
    const invoicePdf = await b.call(invoiceUrl, { headers: bearer });
    expect(invoicePdf.status).toBe(200);
    expect(
      Buffer.from(await invoicePdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const quotation = await b.call('/api/v2/estimate-pdf', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ to: 'テスト商事株式会社', items: [whitePp()] }),
    });
    expect(quotation.status).toBe(200);
    const quotationUrl = ((await quotation.json()) as { data: { url: string } }).data.url;
    const quotationPdf = await a.call(quotationUrl);
    expect(quotationPdf.status).toBe(200);
    expect(
      Buffer.from(await quotationPdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // Wrong passwords spread over both instances count as one: the eleventh is refused on either.
    for (let i = 1; i <= LOGIN_LIMITS.accountAddress.max; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      const wrong = await instance.call('/api/v2/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: guessed.email, password: `guess-${i}` }),
      });
      expect(wrong.status, `guess ${i} on ${instance.name}`).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await instance.call('/api/v2/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: guessed.email, password: guessed.password }),
      });
      expect(refused.status, `the right password on ${instance.name}`).toBe(429);
    }

    // Every queued mail (the order mail among them) is sent once, by one of the two.
    const check = await openServerDatabase(path.join(scratch, 'check'), database.open);
    try {
      let queued = await check.app.db.select().from(mailOutbox);
      for (let waited = 0; queued.some((mail) => mail.status !== 'sent') && waited < 600; waited += 1) {
        await pause(100);
        queued = await check.app.db.select().from(mailOutbox);
      }
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.filter((mail) => mail.status !== 'sent')).toEqual([]);
      const files = [a, b].flatMap((instance) => {
        const outbox = path.join(instance.dataDir, 'outbox');
        return fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      });
      expect(files.toSorted()).toEqual(
        queued.map((mail) => `mail-${String(mail.id).padStart(8, '0')}.eml`).toSorted(),
      );
      const [orderMail] = await check.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
      expect(orderMail?.status).toBe('sent');
    } finally {
      await check.close();
    }
  }, 400_000);
});

describe.runIf(onPostgres)('two instances reconciling at once', () => {
  it('settle each stale card charge once: one inquiry, one order, one mail, points and coupon back once', async () => {
    const database = await serverDatabase(scratch, 'reconcile');
    cleanups.push(database.drop);

    // Four card purchases whose request died after writing: two charged at the provider (their
    // answer lost), two that never reached it. Each paid 300 points and a coupon.
    const setup = await openServerDatabase(path.join(scratch, 'setup-reconcile'), database.open);
    const members = await quickMembers(setup.app, 4);
    const coupon = await addCoupon(setup.app, { amount: 300, useLimit: 4 });
    const charged = new Set<number>();
    try {
      for (const [index, member] of members.entries()) {
        const reached = index % 2 === 0;
        if (reached) charged.add(member.id);
        await grantPoints(setup.app, member.id, 300);
        setCardGatewayFactory((app) => {
          const real = cardGatewayFor(app);
          return {
            ...real,
            charge: async (input) => {
              if (reached) await real.charge(input);
              return {
                status: 'error',
                orderNumber: input.orderNumber,
                reason: 'timeout',
                message: 'simulated',
                detail: 'simulated: the answer was lost',
              };
            },
            inquire: (orderNumber) =>
              Promise.resolve({ status: 'error', orderNumber, reason: 'timeout', detail: 'simulated' }),
          };
        });
        const body = purchaseBody(
          cardCheckout(await cardToken(setup.app), { pointUse: 300, coupon: { code: coupon.code } }),
        );
        expect((await postPurchase(setup.app, member, body)).statusCode).toBe(503);
      }
    } finally {
      setCardGatewayFactory();
    }
    const memberIds = members.map((member) => member.id);
    const stale = await setup.app.db
      .select({ purchaseId: purchases.purchaseId, userId: purchases.userId })
      .from(purchases)
      .where(and(inArray(purchases.userId, memberIds), eq(purchases.paymentStatus, 'authorizing')));
    expect(stale).toHaveLength(4);
    const staleIds = stale.map((row) => row.purchaseId);
    // Their requests are long over: last touched ten minutes ago, well past any lease.
    await setup.app.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(inArray(payments.purchaseId, staleIds));
    const orderNumbers = (
      await setup.app.db
        .select({ reference: payments.providerReference })
        .from(payments)
        .where(inArray(payments.purchaseId, staleIds))
    ).map((row) => row.reference);
    await setup.close();

    // The provider is the servers' stand-in behind a proxy that records each inquiry and holds the
    // first ones until two are in flight: both instances' rounds are then surely running at once.
    const inquiries: string[] = [];
    let bothAsking = (): void => undefined;
    const overlap = new Promise<void>((resolve) => (bothAsking = resolve));
    let target = 0;
    const proxy = await holdingProxy(() => target, {
      beforeMs: 0,
      afterMs: 0,
      onArrived: async (url, body) => {
        if (!url.endsWith('/charges/inquiry')) return;
        inquiries.push(new URLSearchParams(body).get('order_number') ?? '');
        if (inquiries.length >= 2) bothAsking();
        // Never longer than this: with one instance only (a broken start) the test still ends.
        await Promise.race([overlap, pause(20_000)]);
      },
    });
    cleanups.push(proxy.close);
    const instances = await Promise.all(
      ['ra', 'rb'].map(async (name) => {
        const dataDir = path.join(scratch, name);
        fs.mkdirSync(dataDir);
        const port = await freePort();
        if (target === 0) target = port;
        // Not APP_ENV=test: its sweeper (the reconciliation a minute, the first 5 s after the
        // start) runs only outside tests, as on the shop's instances.
        const server = await startServer(
          {
            DATA_DIR: dataDir,
            ...database.env,
            APP_ENV: 'development',
            LOG_LEVEL: 'warn',
            CARD_PROVIDER_URL: `http://127.0.0.1:${proxy.port}/sandbox-pay`,
            CARD_PROVIDER_TIMEOUT_MS: '30000',
          },
          port,
          '/readyz',
        );
        servers.push(server);
        return server;
      }),
    );

    const check = await openServerDatabase(path.join(scratch, 'check-reconcile'), database.open);
    try {
      const db = check.app.db;
      const unsettled = () =>
        db
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(inArray(purchases.purchaseId, staleIds), eq(purchases.paymentStatus, 'authorizing')));
      const queuedFor = () =>
        db
          .select()
          .from(mailOutbox)
          .where(
            inArray(
              mailOutbox.to,
              members.map((member) => member.email),
            ),
          );
      for (let waited = 0; waited < 900; waited += 1) {
        const mails = await queuedFor();
        if ((await unsettled()).length === 0 && mails.length >= 4 && mails.every((m) => m.status === 'sent'))
          break;
        await pause(100);
      }
      const logs =
        JSON.stringify(inquiries) +
        instances
          .map((server) => server.errors())
          .join('\n')
          .split('\n')
          .filter((line) => /reconcil|error|"level":[56]0/.test(line))
          .join('\n');
      expect(await unsettled(), logs).toEqual([]);

      // Each stale charge asked about once, by one instance or the other.
      expect(inquiries.toSorted(), logs).toEqual(orderNumbers.toSorted());

      for (const member of members) {
        const state = await memberState(check.app, member.id);
        // Given back once, or kept once: the balance always matches its movements.
        expect(state.holdingPoint).toBe(state.movementSum);
        const mails = (await queuedFor()).filter((mail) => mail.to === member.email);
        expect(mails, `mails to member ${member.id}`).toHaveLength(1);
        expect(mails[0]?.status).toBe('sent');
        if (charged.has(member.id)) {
          const [purchase] = state.purchases;
          expect(state.purchases).toHaveLength(1);
          expect(purchase?.paymentStatus).toBe('paid');
          expect(state.orders).toHaveLength(1);
          expect(state.orders[0]?.status).toBe(ORDER_STATUS.purchased);
          const events = await db
            .select()
            .from(orderEvents)
            .where(eq(orderEvents.orderId, state.orders[0]!.id));
          expect(events.filter((event) => event.actor === 'payment')).toHaveLength(1);
          expect((await paymentsOf(check.app, purchase!.purchaseId)).map((p) => p.status)).toEqual(['paid']);
          expect(state.holdingPoint).toBe(0);
          expect(state.couponUses).toHaveLength(1);
          expect(mails[0]?.subject).not.toContain('確定していません');
        } else {
          expect(state.purchases).toEqual([]);
          expect(state.orders).toEqual([]);
          expect(state.holdingPoint).toBe(300);
          expect(state.couponUses).toEqual([]);
          expect(mails[0]?.subject).toContain('確定していません');
        }
      }
      const [used] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(used?.usedCount).toBe(2);
      expect(await db.select().from(orders).where(inArray(orders.purchaseId, staleIds))).toHaveLength(2);
      expect(await paidChargesWithoutPurchase(check.app)).toEqual([]);
      // Nothing is left held: a later round could take any charge again.
      const held = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.purchaseId, staleIds), sql`${payments.reconcilingUntil} is not null`));
      expect(held).toEqual([]);
    } finally {
      await check.close();
    }
  }, 400_000);
});
