// A bad start stops with one clear line (issue 2, "Bad input"): a bad variable, a database that
// does not answer, a DATA_DIR that cannot be written, a folder that is not a database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleShopProfile } from '@shop/domain/shop-profile';
import { PRODUCTION_ENV, PRODUCTION_SHOP_PROFILE } from '../test/production-env.ts';
import { ConfigError, DEVELOPMENT_STAFF_TOTP_KEY, loadConfig } from './config.ts';
import { apiPackageDir } from './lib/package-dir.ts';
import { DatabaseStartError, openDatabase } from './db/client.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const sampleProfileFile = path.join(scratch, 'sample-profile.json');
fs.writeFileSync(sampleProfileFile, JSON.stringify(sampleShopProfile));

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

  it('reads the operator details from SHOP_PROFILE, the sample by default', () => {
    expect(loadConfig({}).shopProfile).toEqual(sampleShopProfile);
    expect(loadConfig({ SHOP_PROFILE: PRODUCTION_SHOP_PROFILE }).shopProfile.registrationNumber).toBe(
      'T2876543210987',
    );
  });

  it('refuses a profile file that is missing or has a wrong registration number, in one line', () => {
    expect(() => loadConfig({ SHOP_PROFILE: path.join(scratch, 'none.json') })).toThrow(
      /^Invalid environment: SHOP_PROFILE: cannot read/,
    );
    const wrong = path.join(scratch, 'wrong-number.json');
    fs.writeFileSync(wrong, JSON.stringify({ ...sampleShopProfile, registrationNumber: 'T1234567890123' }));
    expect(() => loadConfig({ SHOP_PROFILE: wrong })).toThrow(
      /registrationNumber: 適格請求書発行事業者登録番号/,
    );
  });

  it('refuses a profile without the sending address, and MAIL_FROM, which it replaced (decision 0783)', () => {
    const { mailFrom: _left, ...withoutSender } = sampleShopProfile;
    const file = path.join(scratch, 'no-sender.json');
    fs.writeFileSync(file, JSON.stringify(withoutSender));
    expect(() => loadConfig({ SHOP_PROFILE: file })).toThrow(
      /^Invalid environment: SHOP_PROFILE [^\n]*: mailFrom: 送信元メールアドレス（mailFrom）を入力してください$/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'シールラボ <info@sticker-lab.example.jp>' })).toThrow(
      /^Invalid environment: MAIL_FROM is no longer read; the sending address is SHOP_PROFILE's mailFrom$/,
    );
  });

  it('keeps files on the disk without S3_BUCKET, and reads the object store when it is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'sticker-shop',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'sticker-shop',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // On AWS itself: the SDK's own credentials and the bucket in the host name.
    expect(loadConfig({ S3_BUCKET: 'sticker-shop' }).s3).toMatchObject({
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'sticker-shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /^Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });

  it('turns the payment sandbox off in production', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).sandboxPay).toBe(false);
  });

  it('starts in production without PayPay settings when PayPay is switched off (decision 0785)', () => {
    const {
      PAYPAY_PROVIDER_URL: _url,
      PAYPAY_API_KEY: _key,
      PAYPAY_MERCHANT_ID: _merchant,
      PAYPAY_NOTIFICATION_SECRET: _secret,
      PAYPAY_API_SECRET: _apiSecret,
      ...rest
    } = PRODUCTION_ENV;
    expect(loadConfig({ ...rest, PAYMENT_METHODS: 'epsilon,onDelivery' }).paymentMethods).toEqual([
      'epsilon',
      'onDelivery',
    ]);
  });

  it('leaves PayPay out in production while PAYMENT_METHODS is unset and PayPay has no provider', () => {
    const {
      PAYPAY_PROVIDER_URL: _url,
      PAYPAY_API_KEY: _key,
      PAYPAY_MERCHANT_ID: _merchant,
      PAYPAY_NOTIFICATION_SECRET: _secret,
      PAYPAY_API_SECRET: _apiSecret,
      ...rest
    } = PRODUCTION_ENV;
    expect(loadConfig({ ...rest }).paymentMethods).not.toContain('paypay');
    expect(loadConfig({ ...PRODUCTION_ENV }).paymentMethods).toContain('paypay');
    expect(() => loadConfig({ ...rest, PAYMENT_METHODS: 'epsilon,paypay' })).toThrow(
      /PAYPAY_PROVIDER_URL is required/,
    );
  });

  it('leaves 掛け払い out in production until its provider is named (decision 0836)', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).paymentMethods).not.toContain('gmokb');
    const named = {
      ...PRODUCTION_ENV,
      GMOKB_PROVIDER_URL: 'https://credit.provider.example/api',
      GMOKB_CONTRACT_CODE: '87654321',
      GMOKB_NOTIFICATION_SECRET: 'a-real-secret-of-the-provider',
    };
    expect(loadConfig(named).paymentMethods).toContain('gmokb');
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
    ['no operator details', { SHOP_PROFILE: undefined }, /SHOP_PROFILE is required/],
    [
      'PayPay named without its API',
      { PAYPAY_PROVIDER_URL: undefined, PAYMENT_METHODS: 'epsilon,paypay' },
      /PAYPAY_PROVIDER_URL is required/,
    ],
    [
      "PayPay's stand-in",
      { PAYPAY_PROVIDER_URL: 'https://shop.example.jp/sandbox-pay/paypay' },
      /PAYPAY_PROVIDER_URL points at the stand-in/,
    ],
    ["PayPay's stand-in key", { PAYPAY_API_KEY: 'sandbox-paypay-key' }, /PAYPAY_API_KEY is the stand-in's/],
    ['PayPay without a merchant', { PAYPAY_MERCHANT_ID: undefined }, /PAYPAY_MERCHANT_ID is required/],
    [
      "PayPay's stand-in notification secret",
      { PAYPAY_NOTIFICATION_SECRET: 'sandbox-paypay-notification-secret' },
      /PAYPAY_NOTIFICATION_SECRET is the stand-in's/,
    ],
    [
      "PayPay's stand-in API secret",
      { PAYPAY_API_SECRET: 'sandbox-paypay-api-secret' },
      /PAYPAY_API_SECRET is the stand-in's/,
    ],
    [
      '後払い named without its provider (decision 0826)',
      { PAYMENT_METHODS: 'epsilon,gmoab' },
      /GMOAB_PROVIDER_URL is required/,
    ],
    [
      "後払い's stand-in",
      {
        PAYMENT_METHODS: 'epsilon,gmoab',
        GMOAB_PROVIDER_URL: 'https://shop.example.jp/sandbox-pay/gmoab',
        GMOAB_SHOP_CODE: 'shop-0001',
        GMOAB_NOTIFICATION_SECRET: 'a-real-secret-of-enough-length',
      },
      /GMOAB_PROVIDER_URL points at the stand-in/,
    ],
    [
      "後払い's stand-in secret",
      {
        GMOAB_PROVIDER_URL: 'https://deferred.example.jp/api',
        GMOAB_SHOP_CODE: 'shop-0001',
        GMOAB_NOTIFICATION_SECRET: 'sandbox-gmoab-notification-secret',
      },
      /GMOAB_NOTIFICATION_SECRET is the stand-in's/,
    ],
    [
      '掛け払い named without its provider',
      { PAYMENT_METHODS: 'epsilon,gmokb' },
      /GMOKB_PROVIDER_URL is required/,
    ],
    [
      "掛け払い's stand-in",
      { GMOKB_PROVIDER_URL: 'https://shop.example.jp/sandbox-pay/gmokb' },
      /GMOKB_PROVIDER_URL points at the stand-in/,
    ],
    [
      '掛け払い without its contract',
      { GMOKB_PROVIDER_URL: 'https://credit.provider.example/api' },
      /GMOKB_CONTRACT_CODE is required/,
    ],
    [
      "掛け払い's stand-in contract code",
      { GMOKB_PROVIDER_URL: 'https://credit.provider.example/api', GMOKB_CONTRACT_CODE: '00000000' },
      /GMOKB_CONTRACT_CODE is the stand-in's 00000000/,
    ],
    [
      "掛け払い's stand-in secret",
      {
        GMOKB_PROVIDER_URL: 'https://credit.provider.example/api',
        GMOKB_CONTRACT_CODE: '87654321',
        GMOKB_NOTIFICATION_SECRET: 'sandbox-gmokb-notification-secret',
      },
      /GMOKB_NOTIFICATION_SECRET is the stand-in's secret/,
    ],
    ['no TOTP key', { STAFF_TOTP_KEY: undefined }, /STAFF_TOTP_KEY is required/],
    [
      'the development TOTP key',
      { STAFF_TOTP_KEY: DEVELOPMENT_STAFF_TOTP_KEY },
      /STAFF_TOTP_KEY is the development key/,
    ],
    [
      'the sample operator details',
      { SHOP_PROFILE: sampleProfileFile },
      /SHOP_PROFILE still has the sample's registrationNumber, name, address, tel, email, mailFrom, bankAccount/,
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

describe('a production start', () => {
  it.each([
    [
      'without card provider settings',
      { APP_ENV: 'production', SHOP_PROFILE: PRODUCTION_SHOP_PROFILE },
      /CARD_PROVIDER_URL is required/,
    ],
    [
      'with the sample operator details',
      { ...PRODUCTION_ENV, SHOP_PROFILE: sampleProfileFile },
      /SHOP_PROFILE still has the sample's/,
    ],
  ])('%s exits non-zero with the reason on one line', (_case, env, reason) => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiPackageDir(),
      env: { PATH: process.env.PATH, DATA_DIR: path.join(scratch, 'production'), PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start the shop: Refusing to start in production: /);
    expect(lines[0]).toMatch(reason);
  });
});
