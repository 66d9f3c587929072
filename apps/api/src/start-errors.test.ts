// A bad start stops with one clear line (issue 2, "Bad input"): a bad variable, a database that
// does not answer, a DATA_DIR that cannot be written, a folder that is not a database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseStartError, openDatabase } from './db/client.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('loadConfig', () => {
  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['APP_ENV', { APP_ENV: 'prod' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['GTM_ID', { GTM_ID: 'UA-1234' }],
  ])('refuses a bad %s with one line naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('takes the defaults of the README when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appEnv: 'development', sandboxPay: true });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('turns the payment sandbox off in production', () => {
    expect(loadConfig({ APP_ENV: 'production' }).sandboxPay).toBe(false);
  });
});

describe('openDatabase', () => {
  it('reports a PostgreSQL server that does not answer', async () => {
    await expect(
      openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/shop', dataDir: scratch }),
    ).rejects.toThrow(/Cannot connect to DATABASE_URL/);
  });

  it('reports a DATA_DIR that cannot be written', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    await expect(openDatabase({ dataDir: path.join(file, 'data') })).rejects.toThrow(DatabaseStartError);
    await expect(openDatabase({ dataDir: path.join(file, 'data') })).rejects.toThrow(/not writable/);
  });

  it('refuses a database folder that is not a database, and leaves it as it was', async () => {
    const dataDir = path.join(scratch, 'broken');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'orders.txt'), 'precious');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/not a PGlite database/);
    expect(fs.readFileSync(path.join(dataDir, 'pglite', 'orders.txt'), 'utf8')).toBe('precious');
  });
});
