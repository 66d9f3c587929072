// Passwords never appear in answers, logs or the outbox. The app here logs everything Fastify and
// our code log, at trace level and without the redaction app.ts adds: the code itself must never
// hand a password to the logger.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { readOutbox } from '../../mail/test-outbox.ts';
import { flushMail } from '../../mail/worker.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { openTestDatabase } from '../../../test/helper.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secrets-'));
  database = await openTestDatabase();
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    WEB_BUILD_DIR: path.join(dataDir, 'web'),
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ config, database, now: () => TEST_NOW, logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const passwords = {
  signup: 'Signup-pw-7391',
  wrong: 'Wrong-pw-2468',
  changed: 'Changed-pw-1357',
  weak: 'weak1',
  reset: 'Reset-pw-8642',
};

describe('passwords stay secret', () => {
  it('never appear in answers, logs, the mail queue or the outbox files', async () => {
    const answers: string[] = [];
    const call = async (options: InjectOptions) => {
      const res = await app.inject(options);
      answers.push(`${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`);
      return res;
    };
    const email = 'secret-keeper@example.jp';
    const profile = {
      familyName: '秘密',
      givenName: '守',
      familyKana: 'ヒミツ',
      givenKana: 'マモル',
      postalCode: 1000001,
      addressLevel1: '13',
      addressLevel2: '千代田区',
      addressLine1: '千代田1-1',
      tel: '03-1234-5678',
      email,
    };

    expect(
      (
        await call({
          method: 'POST',
          url: '/api/v2/user',
          payload: { ...profile, password: passwords.signup },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'POST', url: '/api/v2/user', payload: { ...profile, password: passwords.weak } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call({ method: 'POST', url: '/api/v2/login', payload: { email, password: passwords.wrong } }))
        .statusCode,
    ).toBe(401);
    const login = await call({
      method: 'POST',
      url: '/api/v2/login',
      payload: { email, password: passwords.signup },
    });
    const { token } = login.json<{ data: { token: string } }>().data;
    const headers = { authorization: `Bearer ${token}` };
    const wrongCurrent = await call({
      method: 'PUT',
      url: '/api/v2/account',
      headers,
      payload: { ...profile, password: passwords.changed, currentPassword: passwords.wrong },
    });
    expect(wrongCurrent.statusCode).toBe(422);
    const changed = await call({
      method: 'PUT',
      url: '/api/v2/account',
      headers,
      payload: { ...profile, password: passwords.changed, currentPassword: passwords.signup },
    });
    expect(changed.statusCode).toBe(200);
    await call({ method: 'POST', url: '/api/v2/reset', payload: { email } });
    const [resetMail] = (await app.db.select().from(mailOutbox)).filter((m) =>
      m.subject.includes('パスワード再設定'),
    );
    const resetToken = /\/sp\/reset\/([A-Za-z0-9_-]+)/.exec(resetMail?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();
    const reset = await call({
      method: 'POST',
      url: `/api/v2/reset/${resetToken}`,
      payload: { password: passwords.reset },
    });
    expect(reset.statusCode).toBe(200);
    // A malformed body with a password in it: the 400 must not echo it.
    const malformed = await call({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "${email}", "password": "${passwords.wrong}"`,
    });
    expect(malformed.statusCode).toBe(400);
    await flushMail(app);

    const outbox = readOutbox(dataDir);
    expect(outbox.length).toBeGreaterThanOrEqual(3);
    const queued = (await app.db.select().from(mailOutbox)).map((m) => `${m.subject}\n${m.text}`);
    expect(logLines.length).toBeGreaterThan(10);
    // The log has every request; the bearer token is not among them either.
    const places = {
      answers: answers.join('\n'),
      logs: logLines.join(''),
      queue: queued.join('\n'),
      outbox: outbox.map((mail) => `${mail.headers}\n${mail.body}`).join('\n'),
    };
    for (const [where, text] of Object.entries(places)) {
      for (const [which, password] of Object.entries(passwords)) {
        expect(text.includes(password), `${which} password in ${where}`).toBe(false);
      }
    }
    expect(places.logs.includes(token)).toBe(false);
  });
});
