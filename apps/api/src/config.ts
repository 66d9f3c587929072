// The only reader of process.env. A bad variable stops the start with one clear line.
import fs from 'node:fs';
import path from 'node:path';
import {
  sampleDetailsIn,
  sampleShopProfile,
  shopProfileSchema,
  type ShopProfile,
} from '@shop/domain/shop-profile';
import { OFFERED_PAYMENT_METHOD_IDS, type OfferedPaymentMethodId } from '@shop/domain/checkout';
import { z } from 'zod';
import type { S3Settings } from './lib/file-store/s3-file-store.ts';
import { trustProxyVariable, type TrustProxy } from './trust-proxy.ts';

/**
 * Every method the shop can take today, on unless PAYMENT_METHODS says otherwise (decision 0821);
 * in production a provider's method only once its provider is named (decision 0825).
 */
export const DEFAULT_PAYMENT_METHODS: readonly OfferedPaymentMethodId[] = OFFERED_PAYMENT_METHOD_IDS;

/**
 * The virtual-account stand-in's notification secret: the default everywhere but production, which
 * refuses it (known to anyone who reads this file).
 */
export const SANDBOX_VBANK_SECRET = 'sandbox-vbank-notification-secret';

/** The PayPay stand-in's key and merchant: the defaults everywhere but production (decision 0785). */
export const SANDBOX_PAYPAY_API_KEY = 'sandbox-paypay-key';
export const SANDBOX_PAYPAY_MERCHANT_ID = 'sandbox-merchant';
export const SANDBOX_PAYPAY_SECRET = 'sandbox-paypay-notification-secret';
export const SANDBOX_PAYPAY_API_SECRET = 'sandbox-paypay-api-secret';

/** The 後払い stand-in's shop code and notification secret: the defaults everywhere but production (decision 0826). */
export const SANDBOX_GMOAB_SHOP_CODE = 'sandbox-shop';
export const SANDBOX_GMOAB_SECRET = 'sandbox-gmoab-notification-secret';
/** 掛け払い's stand-in notification secret (decision 0836): refused in production, as the vbank one. */
export const SANDBOX_GMOKB_SECRET = 'sandbox-gmokb-notification-secret';

/** The stand-in's contract code: the default everywhere but production. */
export const SANDBOX_CONTRACT_CODE = '00000000';

const appEnvSchema = z.enum(['development', 'staging', 'production', 'test']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_ENV: appEnvSchema.default('development'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SHOP_STAFF_EMAIL: z.email().default('staff@sticker-lab.example.jp'),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  WEB_BUILD_DIR: z.string().optional(),
  ADMIN_BUILD_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_PAY: z.enum(['on', 'off']).optional(),
  // The proxies whose X-Forwarded-For is believed (decision 0614); unset, none.
  TRUST_PROXY: trustProxyVariable,
  // The card provider (decision 0323); unset, the shop uses its own stand-in at /sandbox-pay.
  CARD_PROVIDER_URL: z.url().optional(),
  // The provider's browser script, when it is served from another host than its API.
  CARD_TOKEN_SCRIPT_URL: z.url().optional(),
  CARD_CONTRACT_CODE: z
    .string()
    .regex(/^\d{8}$/, 'must be the 8-digit contract code')
    .default(SANDBOX_CONTRACT_CODE),
  // The operator's details (issue 15): a JSON file; unset, the sample shop of decision 0300.
  SHOP_PROFILE: z.string().min(1).optional(),
  // The payment methods offered at checkout, comma-separated (issue 21, decision 0821); unset,
  // defaultPaymentMethods.
  PAYMENT_METHODS: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => id !== ''))
    .pipe(
      z
        .array(
          z.enum(OFFERED_PAYMENT_METHOD_IDS as [OfferedPaymentMethodId, ...OfferedPaymentMethodId[]], {
            error: `must name methods among ${OFFERED_PAYMENT_METHOD_IDS.join(', ')}`,
          }),
        )
        .min(1, 'must name at least one method'),
    )
    .optional(),
  // 銀行振込（バーチャル口座）'s provider (decision 0825); unset, the stand-in at /sandbox-pay.
  VBANK_PROVIDER_URL: z.url().optional(),
  VBANK_CONTRACT_CODE: z
    .string()
    .regex(/^\d{8}$/, 'must be the 8-digit contract code')
    .default(SANDBOX_CONTRACT_CODE),
  // The secret its deposit notifications are signed with (decision 0824).
  VBANK_NOTIFICATION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(SANDBOX_VBANK_SECRET),
  // 請求書払い（掛け払い）'s provider (decision 0836); unset, the stand-in at /sandbox-pay/gmokb.
  GMOKB_PROVIDER_URL: z.url().optional(),
  GMOKB_CONTRACT_CODE: z
    .string()
    .regex(/^\d{8}$/, 'must be the 8-digit contract code')
    .default(SANDBOX_CONTRACT_CODE),
  // The secret its screening results are signed with (decision 0824).
  GMOKB_NOTIFICATION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(SANDBOX_GMOKB_SECRET),
  CARD_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // PayPay (issue 21 point 3, decision 0785); unset, the shop's own stand-in at /sandbox-pay/paypay.
  PAYPAY_PROVIDER_URL: z.url().optional(),
  PAYPAY_API_KEY: z.string().min(1).default(SANDBOX_PAYPAY_API_KEY),
  // The key's secret every call to PayPay is signed with (OPA-Auth, decision 0763).
  PAYPAY_API_SECRET: z.string().min(1).default(SANDBOX_PAYPAY_API_SECRET),
  PAYPAY_MERCHANT_ID: z.string().min(1).default(SANDBOX_PAYPAY_MERCHANT_ID),
  // The secret its payment notifications are signed with (decisions 0824, 0762).
  PAYPAY_NOTIFICATION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(SANDBOX_PAYPAY_SECRET),
  // 後払い's provider (issue 21 point 4, decision 0826); unset, the stand-in at /sandbox-pay/gmoab.
  GMOAB_PROVIDER_URL: z.url().optional(),
  GMOAB_SHOP_CODE: z.string().min(1).default(SANDBOX_GMOAB_SHOP_CODE),
  // The secret its screening results are signed with (decision 0824).
  GMOAB_NOTIFICATION_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(SANDBOX_GMOAB_SECRET),
  // Yamato's contract codes for the B2クラウド export (decision 0742): who is billed for the freight.
  B2_CUSTOMER_CODE: z
    .string()
    .regex(/^\d{10,12}$/, 'must be the 10–12-digit ご請求先顧客コード')
    .default('0000000000'),
  B2_CLASS_CODE: z
    .string()
    .regex(/^(\d{3})?$/, 'must be the 3-digit 分類コード or empty')
    .default(''),
  // Artwork uploads (issue 14, decision 0613). Sizes in MB; decimals allowed (tests use tiny ones).
  UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(100),
  UPLOAD_VERSIONS_PER_ORDER: z.coerce.number().int().min(1).max(20).default(3),
  UPLOAD_MEMBER_QUOTA_MB: z.coerce.number().positive().max(102_400).default(1024),
  UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  // Slow clients (decision 0616), in seconds; decimals allowed (tests use short ones).
  HTTP_HEADERS_TIMEOUT_S: z.coerce.number().positive().max(300).default(10),
  HTTP_IDLE_TIMEOUT_S: z.coerce.number().positive().max(300).default(20),
  HTTP_REQUEST_TIMEOUT_S: z.coerce.number().positive().max(3600).default(600),
  HTTP_KEEP_ALIVE_TIMEOUT_S: z.coerce.number().positive().max(300).default(5),
  // The key that seals staff TOTP secrets at rest (decision 0735): 32 random bytes in base64.
  STAFF_TOTP_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  B2_FREIGHT_NUMBER: z
    .string()
    .regex(/^\d{2}$/, 'must be the 2-digit 運賃管理番号')
    .default('01'),
  // The object store for files when several instances serve the shop (issue 22, decision 0781);
  // unset, files stay in DATA_DIR/uploads.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('ap-northeast-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/**
 * The TOTP key of every start but production's, which refuses it: known to anyone who reads this
 * file, so it protects nothing and is only there so development and tests need no setting.
 */
export const DEVELOPMENT_STAFF_TOTP_KEY = 'ZGV2ZWxvcG1lbnQtb25seS10b3RwLWtleS0zMmJ5dGU=';

/** Where the card-token stand-in is mounted (ARCHITECTURE.md). */
export const SANDBOX_PAY_PATH = '/sandbox-pay';

export type AppEnv = z.infer<typeof appEnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appEnv: AppEnv;
  publicUrl: string;
  /** False when PUBLIC_URL is unset and publicUrl is the localhost default (decision 0653). */
  publicUrlIsSet: boolean;
  smtpUrl: string | undefined;
  shopStaffEmail: string;
  gtmId: string | undefined;
  webBuildDir: string;
  /** The back office's build (apps/admin), served under /admin. */
  adminBuildDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sandboxPay: boolean;
  /** Non-phone visitors of /sp pages are sent to / (spec point 1; decision 0510). */
  deviceRedirect: boolean;
  /** Which X-Forwarded-For entry is the client: false (the connection's address), hops or proxies. */
  trustProxy: TrustProxy;
  /** The card provider's base URL; by default the stand-in, `${publicUrl}/sandbox-pay`. */
  cardProviderUrl: string;
  /** The provider's token script, loaded by the checkout page; by default `${cardProviderUrl}/token.js`. */
  cardTokenScriptUrl: string;
  /** The token script's origin: the one script origin besides its own the shop's CSP allows (issue 15). */
  cardTokenScriptOrigin: string;
  cardContractCode: string;
  cardProviderTimeoutMs: number;
  /** PayPay's API (decision 0785); by default the stand-in, `${publicUrl}/sandbox-pay/paypay`. */
  paypay: {
    providerUrl: string;
    apiKey: string;
    apiSecret: string;
    merchantId: string;
    notificationSecret: string;
  };
  /** B2クラウド billing codes (decision 0742). */
  b2: { customerCode: string; classCode: string; freightNumber: string };
  /** The operator's name, address, registration number and bank (SHOP_PROFILE; decision 0634). */
  shopProfile: ShopProfile;
  /** The payment methods checkout offers (PAYMENT_METHODS; decision 0821). */
  paymentMethods: readonly OfferedPaymentMethodId[];
  /** 銀行振込（バーチャル口座）'s provider (decision 0825): by default the stand-in at /sandbox-pay. */
  vbank: { providerUrl: string; contractCode: string; notificationSecret: string; timeoutMs: number };
  /** 後払い's provider (decision 0826): by default the stand-in at /sandbox-pay/gmoab. */
  gmoab: { providerUrl: string; shopCode: string; notificationSecret: string; timeoutMs: number };
  /** 請求書払い（掛け払い）'s provider (decision 0836): by default the stand-in at /sandbox-pay/gmokb. */
  gmokb: { providerUrl: string; contractCode: string; notificationSecret: string; timeoutMs: number };
  /** Artwork upload limits (decision 0613). */
  uploads: UploadLimits;
  /** How long the server waits for a slow client (decision 0616). */
  httpTimeouts: HttpTimeouts;
  /** Seals staff TOTP secrets in the database (decision 0735). */
  staffTotpKey: Buffer;
  /** The object store for files (S3_BUCKET and friends); undefined, this machine's disk. */
  s3: S3Settings | undefined;
}

export interface HttpTimeouts {
  /** From the connection (or the previous answer) to the end of the request's headers. */
  headersMs: number;
  /** Silence from a client whose request is still arriving. */
  idleMs: number;
  /** The whole request, a large upload on a slow line included. */
  requestMs: number;
  /** An idle connection between requests. */
  keepAliveMs: number;
  /** How often Node looks for requests over the headers and request timeouts. */
  checkIntervalMs: number;
}

export interface UploadLimits {
  /** The largest file. */
  maxFileBytes: number;
  /** Versions of one order's artwork kept; older ones are deleted on a new upload. */
  versionsPerOrder: number;
  /** The total a member's stored uploads may take. */
  memberQuotaBytes: number;
  /** Uploads one member may send in an hour. */
  perHour: number;
}

const MB = 1024 * 1024;

export class ConfigError extends Error {}

/** Reads and checks the environment. Throws ConfigError whose message is one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env.MAIL_FROM !== undefined) {
    // Ignoring it would send from an address the operator did not choose (decision 0783).
    throw new ConfigError(
      "Invalid environment: MAIL_FROM is no longer read; the sending address is SHOP_PROFILE's mailFrom",
    );
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const shopProfile = e.SHOP_PROFILE ? readShopProfile(e.SHOP_PROFILE) : sampleShopProfile;
  const paymentMethods = e.PAYMENT_METHODS ?? defaultPaymentMethods(e.APP_ENV, env);
  if (paymentMethods.includes('bank') && !shopProfile.bankAccount) {
    // Bank transfer tells the customer where to pay: without the account it cannot be offered anywhere.
    throw new ConfigError(
      'Invalid environment: PAYMENT_METHODS offers bank but SHOP_PROFILE has no bankAccount (振込先)',
    );
  }
  if (e.APP_ENV === 'production') {
    const refusals = productionRefusals(env);
    if (paymentMethods.includes('vbank')) refusals.push(...vbankRefusals(env));
    if (paymentMethods.includes('paypay')) refusals.push(...payPayRefusals(env));
    if (paymentMethods.includes('gmoab')) refusals.push(...deferredPaymentRefusals(env));
    if (paymentMethods.includes('gmokb')) refusals.push(...gmokbRefusals(env));
    if (!e.SHOP_PROFILE) refusals.push("SHOP_PROFILE is required (the operator's details)");
    else {
      const kept = sampleDetailsIn(shopProfile);
      if (kept.length > 0) refusals.push(`SHOP_PROFILE still has the sample's ${kept.join(', ')}`);
    }
    if (refusals.length > 0) throw new ConfigError(`Refusing to start in production: ${refusals.join('; ')}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const cardProviderUrl = (e.CARD_PROVIDER_URL ?? `${publicUrl}${SANDBOX_PAY_PATH}`).replace(/\/$/, '');
  const cardTokenScriptUrl = e.CARD_TOKEN_SCRIPT_URL ?? `${cardProviderUrl}/token.js`;
  // Both src/config.ts and the bundled dist/server.js sit one level below the api package.
  const apiPackageDir = path.resolve(import.meta.dirname, '..');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appEnv: e.APP_ENV,
    publicUrl,
    publicUrlIsSet: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    shopStaffEmail: e.SHOP_STAFF_EMAIL,
    gtmId: e.GTM_ID,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR ?? path.join(apiPackageDir, '../web/build/client')),
    adminBuildDir: path.resolve(e.ADMIN_BUILD_DIR ?? path.join(apiPackageDir, '../admin/build/client')),
    logLevel: e.LOG_LEVEL,
    // The card-token stand-in is on everywhere but production (ARCHITECTURE.md).
    sandboxPay: e.SANDBOX_PAY ? e.SANDBOX_PAY === 'on' : e.APP_ENV !== 'production',
    // Spec point 1: in production and staging only, so `npm start` and the tests keep a desktop browser on /sp.
    deviceRedirect: e.APP_ENV === 'production' || e.APP_ENV === 'staging',
    trustProxy: e.TRUST_PROXY,
    cardProviderUrl,
    cardTokenScriptUrl,
    cardTokenScriptOrigin: new URL(cardTokenScriptUrl).origin,
    cardContractCode: e.CARD_CONTRACT_CODE,
    cardProviderTimeoutMs: e.CARD_PROVIDER_TIMEOUT_MS,
    paypay: {
      providerUrl: (e.PAYPAY_PROVIDER_URL ?? `${publicUrl}${SANDBOX_PAY_PATH}/paypay`).replace(/\/$/, ''),
      apiKey: e.PAYPAY_API_KEY,
      apiSecret: e.PAYPAY_API_SECRET,
      merchantId: e.PAYPAY_MERCHANT_ID,
      notificationSecret: e.PAYPAY_NOTIFICATION_SECRET,
    },
    b2: { customerCode: e.B2_CUSTOMER_CODE, classCode: e.B2_CLASS_CODE, freightNumber: e.B2_FREIGHT_NUMBER },
    shopProfile,
    paymentMethods,
    vbank: {
      providerUrl: (e.VBANK_PROVIDER_URL ?? `${publicUrl}${SANDBOX_PAY_PATH}`).replace(/\/$/, ''),
      contractCode: e.VBANK_CONTRACT_CODE,
      notificationSecret: e.VBANK_NOTIFICATION_SECRET,
      timeoutMs: e.CARD_PROVIDER_TIMEOUT_MS,
    },
    gmoab: {
      providerUrl: (e.GMOAB_PROVIDER_URL ?? `${publicUrl}${SANDBOX_PAY_PATH}/gmoab`).replace(/\/$/, ''),
      shopCode: e.GMOAB_SHOP_CODE,
      notificationSecret: e.GMOAB_NOTIFICATION_SECRET,
      timeoutMs: e.CARD_PROVIDER_TIMEOUT_MS,
    },
    gmokb: {
      providerUrl: (e.GMOKB_PROVIDER_URL ?? `${publicUrl}${SANDBOX_PAY_PATH}/gmokb`).replace(/\/$/, ''),
      contractCode: e.GMOKB_CONTRACT_CODE,
      notificationSecret: e.GMOKB_NOTIFICATION_SECRET,
      timeoutMs: e.CARD_PROVIDER_TIMEOUT_MS,
    },
    uploads: {
      maxFileBytes: Math.floor(e.UPLOAD_MAX_MB * MB),
      versionsPerOrder: e.UPLOAD_VERSIONS_PER_ORDER,
      memberQuotaBytes: Math.floor(e.UPLOAD_MEMBER_QUOTA_MB * MB),
      perHour: e.UPLOAD_RATE_PER_HOUR,
    },
    httpTimeouts: httpTimeoutsOf(e),
    staffTotpKey: Buffer.from(e.STAFF_TOTP_KEY ?? DEVELOPMENT_STAFF_TOTP_KEY, 'base64'),
    s3: s3Settings(e),
  };
}

function httpTimeoutsOf(e: z.infer<typeof envSchema>): HttpTimeouts {
  const headersMs = Math.ceil(e.HTTP_HEADERS_TIMEOUT_S * 1000);
  return {
    headersMs,
    idleMs: Math.ceil(e.HTTP_IDLE_TIMEOUT_S * 1000),
    // Node refuses a headers timeout above the request timeout.
    requestMs: Math.max(Math.ceil(e.HTTP_REQUEST_TIMEOUT_S * 1000), headersMs),
    keepAliveMs: Math.ceil(e.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000),
    // Node checks the headers and request timeouts on an interval (30 s by default): checking
    // often enough keeps a half-sent header's cut-off near its limit.
    checkIntervalMs: Math.min(Math.max(Math.ceil(headersMs / 4), 100), 2000),
  };
}

/** The object store's settings, or undefined without S3_BUCKET; half a key pair stops the start. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket) return undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK’s own credentials)',
    );
  }
  return {
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible services at their own address mostly want the bucket in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
  };
}

/**
 * What production refuses to start with (issue 15), one reason per setting: the card provider must
 * be a real one, named in full, for the card step to work at all.
 */
function productionRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  for (const name of ['CARD_PROVIDER_URL', 'CARD_TOKEN_SCRIPT_URL'] as const) {
    const value = env[name];
    if (!value) refusals.push(`${name} is required (the card provider's address)`);
    else if (value.includes(SANDBOX_PAY_PATH))
      refusals.push(`${name} points at the stand-in ${SANDBOX_PAY_PATH}`);
  }
  const totpKey = env.STAFF_TOTP_KEY;
  if (!totpKey) refusals.push('STAFF_TOTP_KEY is required (the key that seals staff TOTP secrets)');
  else if (totpKey === DEVELOPMENT_STAFF_TOTP_KEY)
    refusals.push('STAFF_TOTP_KEY is the development key written in the source');
  const contract = env.CARD_CONTRACT_CODE;
  if (!contract) refusals.push('CARD_CONTRACT_CODE is required (the contract code with the card provider)');
  else if (contract === SANDBOX_CONTRACT_CODE)
    refusals.push(`CARD_CONTRACT_CODE is the stand-in's ${SANDBOX_CONTRACT_CODE}`);
  return refusals;
}

/**
 * PAYMENT_METHODS unset: every method the shop can take, but in production the virtual account,
 * PayPay, 後払い and 掛け払い only once their provider is named (a shop that never set them up keeps starting as before;
 * naming either in PAYMENT_METHODS without its settings is refused by its refusals below).
 */
function defaultPaymentMethods(appEnv: AppEnv, env: NodeJS.ProcessEnv): readonly OfferedPaymentMethodId[] {
  if (appEnv !== 'production') return DEFAULT_PAYMENT_METHODS;
  return DEFAULT_PAYMENT_METHODS.filter(
    (id) =>
      (id !== 'vbank' || env.VBANK_PROVIDER_URL) &&
      (id !== 'paypay' || env.PAYPAY_PROVIDER_URL) &&
      (id !== 'gmoab' || env.GMOAB_PROVIDER_URL) &&
      (id !== 'gmokb' || env.GMOKB_PROVIDER_URL),
  );
}

/** What production refuses when 銀行振込（バーチャル口座） is on: a real provider, its contract and secret. */
function vbankRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  const url = env.VBANK_PROVIDER_URL;
  if (!url) refusals.push("VBANK_PROVIDER_URL is required (the virtual-account provider's address)");
  else if (url.includes(SANDBOX_PAY_PATH))
    refusals.push(`VBANK_PROVIDER_URL points at the stand-in ${SANDBOX_PAY_PATH}`);
  const contract = env.VBANK_CONTRACT_CODE;
  if (!contract)
    refusals.push('VBANK_CONTRACT_CODE is required (the contract code with the virtual-account provider)');
  else if (contract === SANDBOX_CONTRACT_CODE)
    refusals.push(`VBANK_CONTRACT_CODE is the stand-in's ${SANDBOX_CONTRACT_CODE}`);
  const secret = env.VBANK_NOTIFICATION_SECRET;
  if (!secret)
    refusals.push('VBANK_NOTIFICATION_SECRET is required (the key its notifications are signed with)');
  else if (secret === SANDBOX_VBANK_SECRET)
    refusals.push("VBANK_NOTIFICATION_SECRET is the stand-in's secret written in the source");
  return refusals;
}

/** What production refuses when 請求書払い（掛け払い） is on: a real provider, its contract and secret. */
function gmokbRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  const url = env.GMOKB_PROVIDER_URL;
  if (!url) refusals.push("GMOKB_PROVIDER_URL is required (the invoice-credit provider's address)");
  else if (url.includes(SANDBOX_PAY_PATH))
    refusals.push(`GMOKB_PROVIDER_URL points at the stand-in ${SANDBOX_PAY_PATH}`);
  const contract = env.GMOKB_CONTRACT_CODE;
  if (!contract)
    refusals.push('GMOKB_CONTRACT_CODE is required (the contract code with the invoice-credit provider)');
  else if (contract === SANDBOX_CONTRACT_CODE)
    refusals.push(`GMOKB_CONTRACT_CODE is the stand-in's ${SANDBOX_CONTRACT_CODE}`);
  const secret = env.GMOKB_NOTIFICATION_SECRET;
  if (!secret)
    refusals.push('GMOKB_NOTIFICATION_SECRET is required (the key its screening results are signed with)');
  else if (secret === SANDBOX_GMOKB_SECRET)
    refusals.push("GMOKB_NOTIFICATION_SECRET is the stand-in's secret written in the source");
  return refusals;
}

/**
 * PayPay switched on in production needs the real provider, named in full (decision 0785): the
 * stand-in's address, key or merchant would send customers to a page that takes no money.
 */
function payPayRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  const url = env.PAYPAY_PROVIDER_URL;
  if (!url)
    refusals.push("PAYPAY_PROVIDER_URL is required while PAYMENT_METHODS offers paypay (PayPay's API)");
  else if (url.includes(SANDBOX_PAY_PATH))
    refusals.push(`PAYPAY_PROVIDER_URL points at the stand-in ${SANDBOX_PAY_PATH}`);
  const stand = {
    PAYPAY_API_KEY: SANDBOX_PAYPAY_API_KEY,
    PAYPAY_MERCHANT_ID: SANDBOX_PAYPAY_MERCHANT_ID,
    PAYPAY_NOTIFICATION_SECRET: SANDBOX_PAYPAY_SECRET,
    PAYPAY_API_SECRET: SANDBOX_PAYPAY_API_SECRET,
  } as const;
  for (const [name, sandbox] of Object.entries(stand)) {
    const value = env[name];
    if (!value) refusals.push(`${name} is required while PAYMENT_METHODS offers paypay`);
    else if (value === sandbox) refusals.push(`${name} is the stand-in's`);
  }
  return refusals;
}

/**
 * 後払い switched on in production needs the real provider (decision 0826): the stand-in would pass
 * every buyer's screening and never send an invoice, so the shop would ship and never be paid.
 */
function deferredPaymentRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  const url = env.GMOAB_PROVIDER_URL;
  if (!url) refusals.push("GMOAB_PROVIDER_URL is required while PAYMENT_METHODS offers gmoab (後払い's API)");
  else if (url.includes(SANDBOX_PAY_PATH))
    refusals.push(`GMOAB_PROVIDER_URL points at the stand-in ${SANDBOX_PAY_PATH}`);
  const stand = {
    GMOAB_SHOP_CODE: SANDBOX_GMOAB_SHOP_CODE,
    GMOAB_NOTIFICATION_SECRET: SANDBOX_GMOAB_SECRET,
  } as const;
  for (const [name, sandbox] of Object.entries(stand)) {
    const value = env[name];
    if (!value) refusals.push(`${name} is required while PAYMENT_METHODS offers gmoab`);
    else if (value === sandbox) refusals.push(`${name} is the stand-in's`);
  }
  return refusals;
}

/** Reads and checks the profile file; a missing file or a bad field stops the start in one line. */
function readShopProfile(file: string): ShopProfile {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Invalid environment: SHOP_PROFILE: cannot read ${file} (${(error as Error).message})`,
    );
  }
  const parsed = shopProfileSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: SHOP_PROFILE ${file}: ${lines.join('; ')}`);
  }
  return parsed.data;
}
