// Slowing and refusing password guessing (decisions 0252, 0612), for the members' login and the
// staff's alike. Every attempt first claims a place in fixed-window counters (rate_limits, one
// upsert each, so fifty parallel guesses get fifty different numbers) and is refused before its
// password is looked at once a counter is past its limit. Counted, following OWASP:
// - the account from one address (or from one trusted device), the limit a typing owner meets;
// - the account from everywhere without a trusted device, a higher ceiling against guesses spread
//   over many addresses; a device the owner logged in from before is not held by it;
// - the address over every account, against one address trying many accounts.
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { loginAttempts, loginDevices } from '../../db/schema.ts';
import { hashToken, newToken } from '../../plugins/auth.ts';
import { clearHits, countHitAt, uncountHit } from '../requests/rate-limit-store.ts';

type Db = Database | Transaction;

const MINUTE_MS = 60 * 1000;

export const LOGIN_LIMITS = {
  /** Attempts at one account from one address (or one trusted device) in 15 minutes. */
  accountAddress: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Attempts at one account from devices it has not trusted, from any address, in an hour. */
  account: { max: 50, windowMs: 60 * MINUTE_MS },
  /** Attempts from one address over every account in a minute (an office shares one address). */
  address: { max: 30, windowMs: MINUTE_MS },
} as const;

/** A device stays trusted for a year after its last successful login. */
export const LOGIN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * MINUTE_MS;
/** The cookie holding a device's token: sent only to the login calls. */
export const LOGIN_DEVICE_COOKIE = 'shop_login_device';

/** The key of an account in the counters: the e-mail as typed, trimmed and lower-cased. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * How long to wait before answering, after `failures` recent failures from the same place:
 * nothing for the first two (typos), then 250 ms doubling to at most 2 s.
 */
export function loginDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(250 * 2 ** (failures - 3), 2000);
}

/** The waiting is done through this object so tests can observe it without waiting. */
export const throttleTiming = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface LoginAttemptScope {
  /** emailKeyOf(the typed e-mail); staff prefix theirs with `staff:`. */
  accountKey: string;
  ip: string;
  /** The login device cookie, when the browser sent one. */
  deviceToken?: string | null | undefined;
  /**
   * A session the caller already proved (a logged-in member confirming their password): counted
   * as its own place, like a trusted device.
   */
  sessionId?: number | undefined;
  now: Date;
}

export interface LoginClaim {
  refused: boolean;
  delayMs: number;
  /** The counter of the place the attempt came from: cleared by a success. */
  placeKey: string;
  /** Counters a success takes its claim back from. */
  sharedKeys: string[];
  /** True when the attempt came from a device this account trusts. */
  trustedDevice: boolean;
  scope: LoginAttemptScope;
}

/** Keys are hashed so that no e-mail address or client address sits in rate_limits in the clear. */
const counterKey = (...parts: string[]) =>
  `login:${parts[0]}:${createHash('sha256').update(parts.slice(1).join('\n')).digest('base64url')}`;

async function trustedDeviceId(db: Db, accountKey: string, token: string, now: Date): Promise<number | null> {
  if (token.length > 100) return null;
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, hashToken(token)),
        eq(loginDevices.accountKey, accountKey),
        gt(loginDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Claims one attempt, before any password is checked; refused when a counter is past its limit. */
export async function claimLoginAttempt(db: Db, scope: LoginAttemptScope): Promise<LoginClaim> {
  const { accountKey, ip, now } = scope;
  const deviceId = scope.deviceToken ? await trustedDeviceId(db, accountKey, scope.deviceToken, now) : null;
  const trustedPlace =
    scope.sessionId !== undefined
      ? counterKey('session', String(scope.sessionId))
      : deviceId !== null
        ? counterKey('device', String(deviceId))
        : null;
  const placeKey = trustedPlace ?? counterKey('account-address', accountKey, ip);
  const accountKeyCounter = counterKey('account', accountKey);
  const addressKey = counterKey('address', ip);
  const place = await countHitAt(db, placeKey, LOGIN_LIMITS.accountAddress.windowMs, now);
  const address = await countHitAt(db, addressKey, LOGIN_LIMITS.address.windowMs, now);
  let refused = place.current > LOGIN_LIMITS.accountAddress.max || address.current > LOGIN_LIMITS.address.max;
  let delayMs = loginDelayMs(place.current - 1);
  const sharedKeys = [addressKey];
  if (trustedPlace === null) {
    const account = await countHitAt(db, accountKeyCounter, LOGIN_LIMITS.account.windowMs, now);
    sharedKeys.push(accountKeyCounter);
    refused ||= account.current > LOGIN_LIMITS.account.max;
    // Guesses spread over many addresses slow every untrusted attempt at the account.
    if (account.current > LOGIN_LIMITS.accountAddress.max) delayMs = loginDelayMs(Number.MAX_SAFE_INTEGER);
  }
  return { refused, delayMs, placeKey, sharedKeys, trustedDevice: deviceId !== null, scope };
}

/**
 * Settles a claimed attempt: a failure stays counted; a success clears its place's counter and
 * takes its claim back from the shared ones, so only failures count there.
 */
export async function settleLoginAttempt(db: Db, claim: LoginClaim, succeeded: boolean): Promise<void> {
  const { accountKey, ip, now } = claim.scope;
  await db.insert(loginAttempts).values({ emailKey: accountKey, ip, succeeded, createdAt: now });
  if (!succeeded) return;
  await clearHits(db, [claim.placeKey]);
  for (const key of claim.sharedKeys) await uncountHit(db, key, now);
}

/**
 * After a successful login: the token for the login device cookie. A device already trusted by the
 * account keeps its token, with a year from now; any other gets a new one.
 */
export async function trustLoginDevice(db: Db, claim: LoginClaim): Promise<string> {
  const { accountKey, deviceToken, now } = claim.scope;
  const expiresAt = new Date(now.getTime() + LOGIN_DEVICE_LIFETIME_MS);
  if (claim.trustedDevice && deviceToken) {
    await db
      .update(loginDevices)
      .set({ expiresAt })
      .where(
        and(eq(loginDevices.tokenHash, hashToken(deviceToken)), eq(loginDevices.accountKey, accountKey)),
      );
    return deviceToken;
  }
  const token = newToken();
  await db
    .insert(loginDevices)
    .values({ accountKey, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return token;
}

/** Forgets the devices of an account (leaving: a new member with the address starts afresh). */
export async function forgetLoginDevices(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginDevices).where(eq(loginDevices.accountKey, accountKey));
}
