// A store for @fastify/rate-limit kept in the rate_limits table, so every instance behind a load
// balancer counts the same submissions (ARCHITECTURE.md: no state in memory that matters), and
// counted by the app's clock, so tests move time instead of waiting. Decision 0443.
import { and, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimits } from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** One fixed window per key: the first hit opens it, later hits count until it ends. */
export async function countHit(
  app: FastifyInstance,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const now = app.now();
  const windowEnd = new Date(now.getTime() + timeWindowMs);
  const nowText = now.toISOString();
  const endText = windowEnd.toISOString();
  const [row] = await app.db
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
