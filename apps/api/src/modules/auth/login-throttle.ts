// Slowing and refusing password guessing (decision 0252). Failed logins are rows of login_attempts,
// so every instance behind a load balancer sees the same counts.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';

const MINUTE_MS = 60 * 1000;

export const LOGIN_LIMITS = {
  /** Failed logins for one account within a minute before the next is refused (the 11th → 429). */
  accountPerMinute: 10,
  /** … and within an hour: 10 a minute would still allow hundreds of guesses an hour. */
  accountPerHour: 30,
  /** Failed logins from one address within a minute (an office shares one address, so higher). */
  ipPerMinute: 30,
} as const;

/** The key of an account in login_attempts: the e-mail as typed, trimmed and lower-cased. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * How long to wait before answering, after `failures` recent failures for the account: nothing for
 * the first two (typos), then 250 ms doubling to at most 2 s.
 */
export function loginDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(250 * 2 ** (failures - 3), 2000);
}

/** The waiting is done through this object so tests can observe it without waiting. */
export const throttleTiming = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface LoginAllowance {
  refused: boolean;
  delayMs: number;
}

async function failuresSince(db: Database | Transaction, column: 'email' | 'ip', value: string, since: Date) {
  const key = column === 'email' ? loginAttempts.emailKey : loginAttempts.ip;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(key, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return row?.count ?? 0;
}

/** The account's last successful login since `since`, which resets its failure count. */
async function lastSuccessSince(db: Database | Transaction, emailKey: string, since: Date): Promise<Date> {
  const [row] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.emailKey, emailKey),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  return row?.at ?? since;
}

/** Whether a login for this account from this address may be tried now, and after what delay. */
export async function loginAllowance(
  db: Database | Transaction,
  emailKey: string,
  ip: string,
  now: Date,
): Promise<LoginAllowance> {
  const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
  const minuteAgo = new Date(now.getTime() - MINUTE_MS);
  const resetAt = await lastSuccessSince(db, emailKey, hourAgo);
  const latest = (a: Date, b: Date) => (a > b ? a : b);
  const [accountMinute, accountHour, ipMinute] = await Promise.all([
    failuresSince(db, 'email', emailKey, latest(minuteAgo, resetAt)),
    failuresSince(db, 'email', emailKey, resetAt),
    failuresSince(db, 'ip', ip, minuteAgo),
  ]);
  const refused =
    accountMinute >= LOGIN_LIMITS.accountPerMinute ||
    accountHour >= LOGIN_LIMITS.accountPerHour ||
    ipMinute >= LOGIN_LIMITS.ipPerMinute;
  return { refused, delayMs: loginDelayMs(accountMinute) };
}

export async function recordLoginAttempt(
  db: Database | Transaction,
  attempt: { emailKey: string; ip: string; succeeded: boolean; now: Date },
): Promise<void> {
  await db.insert(loginAttempts).values({
    emailKey: attempt.emailKey,
    ip: attempt.ip,
    succeeded: attempt.succeeded,
    createdAt: attempt.now,
  });
}
