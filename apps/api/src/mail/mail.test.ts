import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSender } from '@shop/domain/shop-profile';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { TEST_NOW } from '../../test/clock.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/helper.ts';
import { enqueueMail } from './queue.ts';
import { readOutbox } from './test-outbox.ts';
import type { MailMessage, MailTransport } from './transport.ts';
import { flushMail, retryDelayMs, startMailWorker, type MailWorkerOptions } from './worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rowOf = async (id: number) => {
  const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
};

const failing = (reason: string): MailTransport => ({
  send: () => Promise.reject(new Error(reason)),
});

describe('the mail queue', () => {
  it('writes each queued mail as an .eml file in DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const id = await enqueueMail(
      t.app.db,
      {
        to: 'hanako@example.jp',
        subject: '【シールラボ】テスト',
        text: '山田 花子 様\n\nご注文ありがとうございます。',
      },
      TEST_NOW,
    );
    const result = await flushMail(t.app);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toEqual(TEST_NOW);
    const file = path.join(t.dataDir, 'outbox', `mail-${String(id).padStart(8, '0')}.eml`);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: hanako@example\.jp$/m);
    // The shop's Japanese name is MIME-encoded and folded; the sending address follows it, and
    // replies go to the address customers write to (decision 0783).
    expect(eml).toMatch(/^From: =\?UTF-8\?[^]*?<no-reply@sticker-lab\.example\.jp>$/m);
    expect(eml).toMatch(/^Reply-To: =\?UTF-8\?[^]*?<info@sticker-lab\.example\.jp>$/m);
    // The subject is MIME-encoded; the body is quoted-printable UTF-8.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/charset=utf-8/i);
    const written = readOutbox(t.dataDir).find((mail) => mail.file === path.basename(file));
    expect(written?.body).toContain('山田 花子 様\n\nご注文ありがとうございます。');
    // A sent mail is not sent again.
    expect((await flushMail(t.app)).sent).toBe(0);
  });

  it('keeps a mail the server refused, retrying with a growing back-off until it goes', async () => {
    const id = await enqueueMail(t.app.db, { to: 'retry@example.jp', subject: 's', text: 'b' }, TEST_NOW);
    expect(await flushMail(t.app, { transport: failing('connect ECONNREFUSED 127.0.0.1:25') })).toEqual({
      sent: 0,
      failed: 1,
    });
    let row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(row.nextAttemptAt.getTime() - TEST_NOW.getTime()).toBe(60_000);

    // Not due yet: nothing is tried.
    const sent: MailMessage[] = [];
    const working: MailTransport = {
      send: async (message) => {
        sent.push(message);
        return { destination: 'memory' };
      },
    };
    expect(await flushMail(t.app, { transport: working })).toEqual({ sent: 0, failed: 0 });

    t.setNow(new Date(TEST_NOW.getTime() + 60_000));
    await flushMail(t.app, { transport: failing('timeout') });
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - (TEST_NOW.getTime() + 60_000)).toBe(120_000);

    t.setNow(new Date(TEST_NOW.getTime() + 180_000));
    expect(await flushMail(t.app, { transport: working })).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(['retry@example.jp']);
    expect(sent[0]?.from).toEqual(mailSender(t.config.shopProfile).from);
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    t.setNow(TEST_NOW);
  });

  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [7, 3_600_000],
    [50, 3_600_000],
  ])('waits %i failed attempts → %i ms before the next', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });

  it("writes the mail inside the caller's transaction: a rollback leaves nothing to send", async () => {
    const before = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rollback@example.jp'));
    await t.app.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rollback@example.jp', subject: 's', text: 'b' }, TEST_NOW);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const after = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rollback@example.jp'));
    expect(after).toHaveLength(before.length);
  });

  it('sends a mail that is due later only once the clock reaches it', async () => {
    const later = new Date(TEST_NOW.getTime() + 3_600_000);
    const id = await enqueueMail(t.app.db, { to: 'later@example.jp', subject: 's', text: 'b' }, later);
    await flushMail(t.app);
    expect((await rowOf(id)).status).toBe('queued');
    t.setNow(later);
    await flushMail(t.app);
    expect((await rowOf(id)).status).toBe('sent');
    t.setNow(TEST_NOW);
  });
});

describe('the mail worker', () => {
  let database: DatabaseHandle;
  const opened: FastifyInstance[] = [];
  const delivered: string[] = [];
  const transport = {
    send: async (message: { to: string }) => {
      delivered.push(message.to);
      return { destination: 'memory' };
    },
  };

  async function appWithWorker(options: Omit<MailWorkerOptions, 'transport'>): Promise<FastifyInstance> {
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, now: () => TEST_NOW, logger: false });
    startMailWorker(app, { ...options, transport });
    await app.ready();
    opened.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await database.close();
  });

  it('sends queued mail on its own, and stops when the app closes', async () => {
    const app = await appWithWorker({ intervalMs: 20 });
    await enqueueMail(app.db, { to: 'worker@example.jp', subject: 's', text: 'b' }, TEST_NOW);
    await expect.poll(() => delivered, { timeout: 5000 }).toContain('worker@example.jp');
  });

  it('is woken by the commit that queues a mail, long before its next look at the queue', async () => {
    // An hour between looks: only the database's notification can make this mail go out.
    const app = await appWithWorker({ intervalMs: 3_600_000, listen: database.listen });
    await app.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: 'at-once@example.jp', subject: 's', text: 'b' }, TEST_NOW);
    });
    await expect.poll(() => delivered, { timeout: 10_000 }).toContain('at-once@example.jp');
  });
});
