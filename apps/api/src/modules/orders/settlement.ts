// Points and coupons around an order's life (decisions 0361 and 0367): given back when a purchase
// is cancelled as a whole, earned order by order at delivery. Always inside the caller's
// transaction, so the movement, the balance and the status change commit together.
import { pointMemos } from '@shop/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pointMovements, users } from '../../db/schema.ts';
import { giveBackCouponUses } from '../checkout/coupons.ts';
import { movePoints } from '../checkout/points.ts';
import { pointShares } from './point-share.ts';
import type { OrderRow, PurchaseRow } from './queries.ts';
import { releaseCredit } from '../invoice-credit/credit-use.ts';
import { recordCancelReport } from '../deferred-payment/cancel-report.ts';

type Db = Database | Transaction;

export async function findMemberPoints(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ holdingPoint: users.holdingPoint }).from(users).where(eq(users.id, userId));
  return row?.holdingPoint ?? 0;
}

export interface Returned {
  points: number;
  coupons: number;
}

/**
 * Gives back what a cancelled purchase used: the points spent on it (as a 'returned' movement)
 * and its coupon uses (returned_at set, the coupon's used_count lowered). Running it twice
 * returns nothing the second time.
 */
export async function returnCouponsAndPoints(
  tx: Transaction,
  purchase: PurchaseRow,
  now: Date,
  memo = pointMemos.returnedCancelled(purchase.purchaseId),
): Promise<Returned> {
  const [sums] = await tx
    .select({
      spent: sql<number>`coalesce(sum(abs(${pointMovements.amount})) filter (where ${pointMovements.kind} = 'spent'), 0)::int`,
      spentRows: sql<number>`count(*) filter (where ${pointMovements.kind} = 'spent')::int`,
      returned: sql<number>`coalesce(sum(${pointMovements.amount}) filter (where ${pointMovements.kind} = 'returned'), 0)::int`,
    })
    .from(pointMovements)
    .where(
      and(eq(pointMovements.userId, purchase.userId), eq(pointMovements.purchaseId, purchase.purchaseId)),
    );
  // The movements are the record; a purchase without one falls back on the points it says it used.
  const spent = (sums?.spentRows ?? 0) > 0 ? (sums?.spent ?? 0) : purchase.pointUse;
  const points = Math.max(0, spent - (sums?.returned ?? 0));
  if (points > 0) {
    await movePoints(tx, {
      userId: purchase.userId,
      amount: points,
      kind: 'returned',
      purchaseId: purchase.purchaseId,
      memo,
      now,
    });
  }
  const coupons = await giveBackCouponUses(tx, purchase.purchaseId, now);
  // 掛け払い: the order's amount goes back to the member's limit (decision 0835); nothing otherwise.
  await releaseCredit(tx, purchase, now);
  // 後払い: the provider is told, after the commit, to bill nothing (decision 0845).
  await recordCancelReport(tx, purchase, now);
  return { points, coupons };
}

/**
 * Grants the points an order earned, when it is delivered: its share of the purchase's
 * pointEarned (pointShares over all the purchase's orders, so the shares add up to the whole).
 * Once per order; nothing for a member who has left. Returns the points granted.
 */
export async function grantEarnedPoints(
  tx: Transaction,
  purchase: PurchaseRow,
  ordersOfPurchase: readonly OrderRow[],
  order: OrderRow,
  now: Date,
): Promise<number> {
  const index = ordersOfPurchase.findIndex((candidate) => candidate.id === order.id);
  const share = pointShares(
    purchase.pointEarned,
    ordersOfPurchase.map((candidate) => candidate.amountTotal),
  )[index];
  if (!share || share <= 0) return 0;
  const [already] = await tx
    .select({ id: pointMovements.id })
    .from(pointMovements)
    .where(and(eq(pointMovements.kind, 'earned'), eq(pointMovements.orderId, order.orderId)))
    .limit(1);
  if (already) return 0;
  const [member] = await tx.select({ leftAt: users.leftAt }).from(users).where(eq(users.id, purchase.userId));
  if (!member || member.leftAt !== null) return 0;
  await movePoints(tx, {
    userId: purchase.userId,
    amount: share,
    kind: 'earned',
    purchaseId: purchase.purchaseId,
    orderId: order.orderId,
    memo: pointMemos.grantedOnDelivery(order.orderId),
    now,
  });
  return share;
}
