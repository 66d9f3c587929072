// A store for @fastify/rate-limit kept in the rate_limits table, so every instance behind a load
// balancer counts the same submissions (ARCHITECTURE.md: no state in memory that matters), and
// counted by the app's clock, so tests move time instead of waiting. Decision 0443.
import { and, eq, gt, inArray, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, Transaction } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * One fixed window per key: the first hit opens it, later hits count until it ends. One upsert, so
 * hits racing on one key each get their own number (the row lock orders them).
 */
export async function countHitAt(
  db: Database | Transaction,
  key: string,
  timeWindowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const windowEnd = new Date(now.getTime() + timeWindowMs);
  const nowText = now.toISOString();
  const endText = windowEnd.toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowText}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowText}::timestamptz then ${endText}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate_limits upsert returned no row');
  return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** countHitAt with the app's database and clock. */
export function countHit(
  app: FastifyInstance,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  return countHitAt(app.db, key, timeWindowMs, app.now());
}

/** Takes back one hit of a window still open (a hit that turned out not to count). */
export async function uncountHit(db: Database | Transaction, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
}

/** Ends the windows of these keys. */
export async function clearHits(db: Database | Transaction, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

/**
 * The store class @fastify/rate-limit instantiates. Keys get `prefix`; rows of ended windows under
 * the prefix are swept at most once an hour, so the table does not grow with every visitor.
 */
export function databaseRateLimitStore(app: FastifyInstance, prefix: string): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = async () => {
    const now = app.now();
    if (now.getTime() - lastSweep < HOUR_MS) return;
    lastSweep = now.getTime();
    await app.db
      .delete(rateLimits)
      .where(and(like(rateLimits.key, `${prefix}%`), lt(rateLimits.resetAt, now)));
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      sweep()
        .then(() => countHit(app, `${prefix}${key}`, timeWindow))
        .then(
          (result) => callback(null, result),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
