// SQL of My page's order reads. Every query that a member's request reaches names the member:
// another member's purchase number simply matches no row (404).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Database, Transaction } from '../../db/client.ts';
import {
  issuedDocuments,
  orderEvents,
  orders,
  pointMovements,
  products,
  purchases,
  uploads,
} from '../../db/schema.ts';

type Db = Database | Transaction;

export type PurchaseRow = typeof purchases.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export interface ProductInfo {
  id: number;
  name: string;
  nameDetail: string;
  productType: string;
}
export interface OrderWithProduct {
  order: OrderRow;
  product: ProductInfo | null;
  /** The purchase's payment method: a line's words may depend on it (orderLineStatusLabel). */
  paymentMethod: string | null;
}

export async function listPurchaseRows(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPurchaseRows(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId));
  return row?.n ?? 0;
}

/** The member's purchase; with `lock`, the row is locked until the transaction ends. */
export async function findPurchaseRow(
  db: Db,
  userId: number,
  purchaseId: string,
  options: { lock?: boolean } = {},
): Promise<PurchaseRow | null> {
  const query = db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.purchaseId, purchaseId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A purchase by number, whoever owns it (staff commands). */
export async function findPurchaseByNumber(
  db: Db,
  purchaseId: string,
  options: { lock?: boolean } = {},
): Promise<PurchaseRow | null> {
  const query = db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The orders of a purchase in line order, locked when asked. */
export async function orderRowsOfPurchase(
  db: Db,
  purchaseId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow[]> {
  const query = db.select().from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders.id));
  return options.lock ? query.for('update') : query;
}

export async function ordersWithProducts(
  db: Db,
  where: { purchaseIds: string[] } | { userId: number; statuses: number[] },
): Promise<OrderWithProduct[]> {
  const condition =
    'purchaseIds' in where
      ? where.purchaseIds.length === 0
        ? sql`false`
        : inArray(orders.purchaseId, where.purchaseIds)
      : and(eq(orders.userId, where.userId), inArray(orders.status, where.statuses));
  const rows = await db
    .select({
      order: orders,
      productId: products.id,
      productName: products.name,
      productNameDetail: products.nameDetail,
      productType: products.productType,
      paymentMethod: purchases.paymentMethod,
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(purchases, eq(purchases.purchaseId, orders.purchaseId))
    .where(condition)
    .orderBy(desc(orders.createdAt), asc(orders.id));
  return rows.map((row) => ({
    order: row.order,
    paymentMethod: row.paymentMethod,
    product:
      row.productId === null
        ? null
        : {
            id: row.productId,
            name: row.productName ?? '',
            nameDetail: row.productNameDetail ?? '',
            productType: row.productType ?? '',
          },
  }));
}

/** The latest artwork upload of each order. */
export async function latestUploads(db: Db, orderIds: number[]): Promise<Map<number, UploadRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([uploads.orderId])
    .from(uploads)
    .where(inArray(uploads.orderId, orderIds))
    .orderBy(uploads.orderId, desc(uploads.createdAt), desc(uploads.id));
  return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, row] as const])));
}

/** When each order was shipped (8) and delivered (9), from its status history. */
export async function shippingEvents(
  db: Db,
  orderIds: number[],
): Promise<Map<number, { shippedAt: Date | null; deliveredAt: Date | null }>> {
  const result = new Map<number, { shippedAt: Date | null; deliveredAt: Date | null }>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      orderId: orderEvents.orderId,
      toStatus: orderEvents.toStatus,
      at: sql<string>`max(${orderEvents.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        inArray(orderEvents.toStatus, [ORDER_STATUS.shipped, ORDER_STATUS.delivered]),
      ),
    )
    .groupBy(orderEvents.orderId, orderEvents.toStatus);
  for (const row of rows) {
    const entry = result.get(row.orderId) ?? { shippedAt: null, deliveredAt: null };
    if (row.toStatus === ORDER_STATUS.shipped) entry.shippedAt = row.at;
    else entry.deliveredAt = row.at;
    result.set(row.orderId, entry);
  }
  return result;
}

/**
 * Why the shop last asked each order for a new artwork file: the staff message of its latest move
 * to 4 (再入稿待ち), which the re-upload mail quoted (decisions 0744, 0751).
 */
export async function reUploadRequests(
  db: Db,
  orderIds: number[],
): Promise<Map<number, { message: string; requestedAt: Date }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderEvents.orderId], {
      orderId: orderEvents.orderId,
      memo: orderEvents.memo,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        eq(orderEvents.toStatus, ORDER_STATUS.waitingReUpload),
        eq(orderEvents.actor, 'staff'),
      ),
    )
    .orderBy(orderEvents.orderId, desc(orderEvents.createdAt), desc(orderEvents.id));
  return new Map(rows.map((row) => [row.orderId, { message: row.memo, requestedAt: row.createdAt }]));
}

export async function receiptCounts(db: Db, purchaseIds: string[]): Promise<Map<string, number>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select({ purchaseId: issuedDocuments.purchaseId, n: count() })
    .from(issuedDocuments)
    .where(and(inArray(issuedDocuments.purchaseId, purchaseIds), eq(issuedDocuments.kind, 'receipt')))
    .groupBy(issuedDocuments.purchaseId);
  return new Map(rows.map((row) => [row.purchaseId, row.n]));
}

export async function pointMovementRows(db: Db, userId: number) {
  return db
    .select()
    .from(pointMovements)
    .where(eq(pointMovements.userId, userId))
    .orderBy(desc(pointMovements.createdAt), desc(pointMovements.id));
}

/** Every order of the member's purchases that earn points, in line order, with the purchase's points. */
export async function ordersEarningPoints(db: Db, userId: number) {
  return db
    .select({
      purchaseId: orders.purchaseId,
      orderId: orders.orderId,
      amountTotal: orders.amountTotal,
      status: orders.status,
      pointEarned: purchases.pointEarned,
    })
    .from(orders)
    .innerJoin(purchases, eq(purchases.purchaseId, orders.purchaseId))
    .where(and(eq(purchases.userId, userId), sql`${purchases.pointEarned} > 0`))
    .orderBy(asc(orders.purchaseId), asc(orders.id));
}
