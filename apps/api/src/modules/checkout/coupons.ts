// Coupons (spec points 4, 7, 8; decision 0342): a code is found in half-width capitals, then
// judged on its validity period, its total uses, once per member and the minimum total. The same
// judgement answers POST /v2/coupons/{code} and is made again at purchase, where the use itself is
// a conditional update that cannot exceed the limit.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { couponDiscount, normaliseCouponCode, type Coupon } from '@shop/domain/checkout';
import { noticeMessages } from '@shop/domain/messages';
import type { Database, Transaction } from '../../db/client.ts';
import { couponUses, coupons } from '../../db/schema.ts';
import { unprocessable, type HttpError } from '../../lib/http-error.ts';
import { checkoutApiMessages } from './messages.ts';

export type CouponRow = typeof coupons.$inferSelect;

export type CouponJudgement =
  { ok: true; coupon: CouponRow; code: string; discount: number } | { ok: false; reason: string };

export async function findCoupon(db: Database | Transaction, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, normaliseCouponCode(code)))
    .limit(1);
  return row;
}

/** True when the member holds a use of the coupon that was not given back. */
export async function hasUsedCoupon(
  db: Database | Transaction,
  couponId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(
      and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId), isNull(couponUses.returnedAt)),
    )
    .limit(1);
  return row !== undefined;
}

export function asDomainCoupon(row: CouponRow): Coupon {
  return row.kind === 'fixed'
    ? { kind: 'fixed', amount: row.amount, minimumTotal: row.minimumTotal }
    : { kind: 'percent', percent: row.amount, minimumTotal: row.minimumTotal };
}

/** The rules that do not need a lock: period, uses so far, this member's earlier use, minimum total. */
export function judgeCoupon(
  row: CouponRow | undefined,
  facts: { cartTotal: number; now: Date; usedByMember: boolean },
): CouponJudgement {
  if (!row) return { ok: false, reason: checkoutApiMessages.couponNotFound };
  // Paused by staff (decision 0761): refused like an ended one until it is resumed.
  if (row.pausedAt) return { ok: false, reason: checkoutApiMessages.couponPaused };
  const now = facts.now.getTime();
  if (row.validFrom && now < row.validFrom.getTime()) {
    return { ok: false, reason: checkoutApiMessages.couponNotYetValid };
  }
  // valid_until is the first instant it no longer works (the CLI stores the day after --until).
  if (row.validUntil && now >= row.validUntil.getTime()) {
    return { ok: false, reason: checkoutApiMessages.couponExpired };
  }
  if (row.useLimit !== null && row.usedCount >= row.useLimit) {
    return { ok: false, reason: checkoutApiMessages.couponUsedUp };
  }
  if (row.oncePerMember && facts.usedByMember) {
    return { ok: false, reason: checkoutApiMessages.couponAlreadyUsed };
  }
  const result = couponDiscount(asDomainCoupon(row), facts.cartTotal);
  if (!result.ok) return { ok: false, reason: result.message };
  return { ok: true, coupon: row, code: normaliseCouponCode(row.code), discount: result.discount };
}

/** Finds and judges a code for a member. */
export async function checkCoupon(
  db: Database,
  code: string,
  facts: { userId: number; cartTotal: number; now: Date },
): Promise<CouponJudgement> {
  const row = await findCoupon(db, code);
  const usedByMember = row ? await hasUsedCoupon(db, row.id, facts.userId) : false;
  return judgeCoupon(row, { cartTotal: facts.cartTotal, now: facts.now, usedByMember });
}

/** 422 with the spec's 無効なクーポンです and the reason under the field. */
export function couponRefusal(reason: string, field: string): HttpError {
  return unprocessable({ [field]: reason }, noticeMessages.couponInvalid);
}

/**
 * Takes one use inside the purchase transaction: the count rises only while under the limit, and
 * the coupon row stays locked until commit, so a second purchase by the same member waits and then
 * sees this one's use. Answers the refusal reason, or null when the use is taken (the caller then
 * records the use's row in the purchase's statement, purchase-statement.ts, once it has its number).
 */
export async function takeCouponUse(
  tx: Transaction,
  use: { couponId: number; userId: number; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: use.now })
    .where(
      and(
        eq(coupons.id, use.couponId),
        or(isNull(coupons.useLimit), lt(coupons.usedCount, coupons.useLimit)),
      ),
    )
    .returning({ oncePerMember: coupons.oncePerMember });
  if (!row) return checkoutApiMessages.couponUsedUp;
  if (row.oncePerMember && (await hasUsedCoupon(tx, use.couponId, use.userId))) {
    return checkoutApiMessages.couponAlreadyUsed;
  }
  return null;
}

/**
 * Gives back the coupon uses a purchase took, whether it never came to be (a refused card) or was
 * cancelled (issue 15: the one way a use comes back). The use stays as the record, marked
 * returned; the coupon's count falls. Running it twice gives back nothing the second time.
 */
export async function giveBackCouponUses(tx: Transaction, purchaseId: string, now: Date): Promise<number> {
  const uses = await tx
    .update(couponUses)
    .set({ returnedAt: now })
    .where(and(eq(couponUses.purchaseId, purchaseId), isNull(couponUses.returnedAt)))
    .returning({ couponId: couponUses.couponId });
  for (const use of uses) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)`, updatedAt: now })
      .where(eq(coupons.id, use.couponId));
  }
  return uses.length;
}
