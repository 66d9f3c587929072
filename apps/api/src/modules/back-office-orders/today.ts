// GET /api/admin/today: what needs a person now (decision 0745), each count by the domain's rule.
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { AWAITING_SHIPMENT, newOrdersSince, workDay } from '@shop/domain/back-office';
import { addDays, tokyoDate } from '@shop/domain/calendar';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { TodayAnswer } from '@shop/domain/answers';
import type { Database } from '../../db/client.ts';
import { contactMessages, orders, payments, purchases, sampleRequests } from '../../db/schema.ts';
import { openRequestCount } from '../back-office-estimates/queries.ts';
import { TRANSFER_METHODS } from '../bank-transfer/state.ts';
import { listHolidaysFrom } from '../calendar/queries.ts';

async function recentHolidays(db: Database, now: Date) {
  const rows = await listHolidaysFrom(db, addDays(tokyoDate(now), -30));
  return rows.map((row) => ({ day: row.day, description: row.description }));
}

/** The day the shop works for now (today, or the next business day on a closed day). */
export async function currentWorkDay(db: Database, now: Date): Promise<string> {
  return workDay(now, await recentHolidays(db, now));
}

export async function todayCounts(db: Database, now: Date): Promise<TodayAnswer> {
  const holidays = await recentHolidays(db, now);
  const day = workDay(now, holidays);
  const since = newOrdersSince(now, holidays);
  const ordersWhere = async (where: ReturnType<typeof and>) =>
    (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
  const [
    newOrders,
    artworkToCheck,
    proofsWaiting,
    toShipToday,
    lateShipments,
    estimatesOpen,
    messages,
    samples,
    doubt,
    transfersShort,
  ] = await Promise.all([
    (async () =>
      (
        await db
          .select({ n: count() })
          .from(orders)
          .innerJoin(purchases, eq(purchases.purchaseId, orders.purchaseId))
          .where(
            and(
              gte(purchases.createdAt, since),
              sql`${orders.status} not in (${ORDER_STATUS.canceled}, ${ORDER_STATUS.cancelRequested})`,
            ),
          )
      )[0]?.n ?? 0)(),
    ordersWhere(eq(orders.status, ORDER_STATUS.uploaded)),
    ordersWhere(eq(orders.status, ORDER_STATUS.waitingResponse)),
    ordersWhere(and(inArray(orders.status, [...AWAITING_SHIPMENT]), lte(orders.shippingDate, day))),
    ordersWhere(and(inArray(orders.status, [...AWAITING_SHIPMENT]), lt(orders.shippingDate, day))),
    // The estimate inbox's own rule of "answered" (decision 0752).
    openRequestCount(db),
    (async () =>
      (await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)))[0]
        ?.n ?? 0)(),
    // Issue 20's inboxes: what staff have not marked handled (decision 0760).
    (async () =>
      (await db.select({ n: count() }).from(sampleRequests).where(isNull(sampleRequests.handledAt)))[0]?.n ??
      0)(),
    // The charges the reconciliation flagged for a person (decision 0631), still unsettled.
    (async () =>
      (
        await db
          .select({ n: count() })
          .from(payments)
          .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
          .where(and(isNotNull(payments.flaggedAt), eq(purchases.paymentStatus, 'authorizing')))
      )[0]?.n ?? 0)(),
    // Bank transfers with part of the money in (decision 0820), and virtual-account deposits short or
    // late (decision 0825): never expired or moved by themselves, staff decide.
    (async () =>
      (
        await db
          .select({ n: count() })
          .from(payments)
          .where(
            and(
              inArray(payments.method, [...TRANSFER_METHODS]),
              eq(payments.status, 'pending'),
              sql`coalesce((${payments.detail}->>'received')::int, 0) > 0`,
            ),
          )
      )[0]?.n ?? 0)(),
  ]);
  return {
    workDay: day,
    counts: {
      newOrders,
      artworkToCheck,
      proofsWaiting,
      toShipToday,
      lateShipments,
      estimateRequestsOpen: estimatesOpen,
      messagesOpen: messages,
      samplesOpen: samples,
      chargesInDoubt: doubt,
      transfersShort,
    },
  };
}
