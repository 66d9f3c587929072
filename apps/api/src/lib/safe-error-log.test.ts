// Issue 14, point 3: the server's logs never carry SQL parameters or personal data on errors.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { buildApp, serverLoggerOptions } from '../app.ts';
import { openTestDatabase } from '../../test/helper.ts';
import { safeErrorForLog, scrub } from './safe-error-log.ts';

const EMAIL = 'hanako.secret@example.jp';
const TEL = '09012345678';

describe('errors as the logs keep them', () => {
  it('keeps the SQL and the stack frames of a failed query, not its parameters or values', async () => {
    const t = await createTestApp();
    let failure: unknown;
    try {
      await t.app.db.execute(sql`select ${EMAIL}::int, ${TEL}::date`);
    } catch (error) {
      failure = error;
    }
    await t.close();
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(safeErrorForLog(failure));
    expect(logged).toContain('select');
    expect(logged).toContain('    at ');
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(TEL);
    expect(logged).not.toContain('hanako');
  });

  it('masks quoted values, e-mail addresses and long numbers in any message', () => {
    expect(scrub(`invalid input syntax for type integer: "${EMAIL}"`)).not.toContain('hanako');
    expect(scrub(`duplicate key: (email)=(${EMAIL})`)).not.toContain('hanako');
    expect(scrub(`call ${TEL} now`)).not.toContain(TEL);
    expect(scrub('Failed query: select "users"."email" from "users"\nparams: a@b.jp')).toBe(
      'Failed query: select "users"."email" from "users"\nparams: (not logged)',
    );
  });
});

describe('the server logger', () => {
  it('logs a request that fails on the database without the body or the query parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const t = await createTestApp();
    const database = await openTestDatabase();
    const app = await buildApp({
      config: { ...t.config, logLevel: 'error' },
      database,
      logger: { ...serverLoggerOptions({ ...t.config, logLevel: 'error' }), stream },
    });
    await app.ready();
    // With the database gone, the login's first query fails.
    await database.close();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: { email: EMAIL, password: 'secret-password-1' },
    });
    await app.close();
    await t.close();
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).not.toContain('hanako');
    expect(log).not.toContain('secret-password-1');
  });
});
