// A bad start stops with one clear line (issue 2, "Bad input"): a bad variable, a database that
// does not answer, a DATA_DIR that cannot be written, a folder that is not a database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env.ts';
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
    expect(loadConfig({ ...PRODUCTION_ENV }).sandboxPay).toBe(false);
  });

  it.each([
    ['no card provider settings at all', {}, /CARD_PROVIDER_URL is required/],
    ['no token script', { CARD_TOKEN_SCRIPT_URL: undefined }, /CARD_TOKEN_SCRIPT_URL is required/],
    ['no contract code', { CARD_CONTRACT_CODE: undefined }, /CARD_CONTRACT_CODE is required/],
    [
      'the stand-in as provider',
      { CARD_PROVIDER_URL: 'https://shop.example.jp/sandbox-pay' },
      /CARD_PROVIDER_URL points at the stand-in \/sandbox-pay/,
    ],
    [
      "the stand-in's script",
      { CARD_TOKEN_SCRIPT_URL: 'https://shop.example.jp/sandbox-pay/token.js' },
      /CARD_TOKEN_SCRIPT_URL points at the stand-in/,
    ],
    [
      "the stand-in's contract code",
      { CARD_CONTRACT_CODE: '00000000' },
      /CARD_CONTRACT_CODE is the stand-in's 00000000/,
    ],
  ])('refuses a production start with %s, in one line', (_case, change, reason) => {
    const env =
      Object.keys(change).length === 0 ? { APP_ENV: 'production' } : { ...PRODUCTION_ENV, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(reason);
    expect(() => loadConfig(env)).toThrow(/^Refusing to start in production: [^\n]+$/);
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
