// My page's reads: the member's purchases with their orders, active and delivered orders, points.
import { pointKindLabels } from '@shop/domain/messages';
import { ORDER_STATUS, ORDER_STATUSES, earnsPointsLater, isActive } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { myPageMessages } from './messages.ts';
import { pointShares } from './point-share.ts';
import { toOrder, toPurchase } from './present.ts';
import {
  countPurchaseRows,
  findPurchaseRow,
  latestUploads,
  listPurchaseRows,
  ordersEarningPoints,
  ordersWithProducts,
  pointMovementRows,
  receiptCounts,
  reUploadRequests,
  shippingEvents,
  type OrderWithProduct,
  type PurchaseRow,
} from './queries.ts';
import type { Order, Purchase } from './schemas.ts';
import { findMemberPoints } from './settlement.ts';
import { bankPaymentsOf, isTransferMethod, toBankTransfer } from '../bank-transfer/state.ts';
import { deferredPaymentsOf, toDeferredPayment } from '../deferred-payment/state.ts';
import { invoiceCreditPaymentsOf } from '../invoice-credit/method.ts';
import type { ConfirmContext } from '../paypay/confirm.ts';
import { askPayPayFirst } from '../paypay/my-page.ts';

const ACTIVE_STATUSES = ORDER_STATUSES.filter(isActive);

async function presentOrders(db: Database, rows: OrderWithProduct[]): Promise<Order[]> {
  const ids = rows.map((row) => row.order.id);
  const waitingReUpload = rows
    .filter((row) => row.order.status === ORDER_STATUS.waitingReUpload)
    .map((row) => row.order.id);
  const [uploadsById, shipping, requests] = await Promise.all([
    latestUploads(db, ids),
    shippingEvents(db, ids),
    reUploadRequests(db, waitingReUpload),
  ]);
  return rows.map((row) =>
    toOrder(row, {
      upload: uploadsById.get(row.order.id),
      shipping: shipping.get(row.order.id),
      reUploadRequest: requests.get(row.order.id),
    }),
  );
}

export async function presentPurchases(db: Database, rows: PurchaseRow[]): Promise<Purchase[]> {
  const numbers = rows.map((row) => row.purchaseId);
  const bankNumbers = rows.filter((row) => isTransferMethod(row.paymentMethod)).map((row) => row.purchaseId);
  const creditNumbers = rows.filter((row) => row.paymentMethod === 'gmokb').map((row) => row.purchaseId);
  const deferredNumbers = rows.filter((row) => row.paymentMethod === 'gmoab').map((row) => row.purchaseId);
  const [orderRows, receipts, bankPayments, deferredPayments, creditPayments] = await Promise.all([
    ordersWithProducts(db, { purchaseIds: numbers }),
    receiptCounts(db, numbers),
    bankPaymentsOf(db, bankNumbers),
    deferredPaymentsOf(db, deferredNumbers),
    invoiceCreditPaymentsOf(db, creditNumbers),
  ]);
  // Orders in line order within each purchase.
  orderRows.sort((a, b) => a.order.id - b.order.id);
  const orders = await presentOrders(db, orderRows);
  return rows.map((row) => {
    const own = orders.filter((order) => order.purchaseId === row.purchaseId);
    // The bank transfer's state, read the one way every reader reads it (bank-transfer/state.ts).
    const payment = bankPayments.get(row.purchaseId);
    const transfer = payment
      ? toBankTransfer(
          payment,
          row.purchaseId,
          own.map((order) => order.status),
        )
      : null;
    // 後払い's screening and shipping reports, read the one way (deferred-payment/state.ts).
    const deferred = deferredPayments.get(row.purchaseId);
    return toPurchase(
      row,
      own,
      receipts.get(row.purchaseId) ?? 0,
      transfer,
      deferred ? toDeferredPayment(deferred) : null,
      creditPayments.get(row.purchaseId) ?? null,
    );
  });
}

export async function listPurchases(
  db: Database,
  userId: number,
  page: { page: number; perPage: number },
): Promise<{ data: Purchase[]; meta: { total: number; page: number; perPage: number } }> {
  const [rows, total] = await Promise.all([
    listPurchaseRows(db, userId, { limit: page.perPage, offset: (page.page - 1) * page.perPage }),
    countPurchaseRows(db, userId),
  ]);
  return { data: await presentPurchases(db, rows), meta: { total, page: page.page, perPage: page.perPage } };
}

/**
 * One purchase of the member; 404 for a number that is not theirs. With `payPay`, a purchase still
 * waiting on PayPay's page is first settled by what PayPay says (decision 0847).
 */
export async function getPurchase(
  db: Database,
  userId: number,
  purchaseId: string,
  payPay?: Omit<ConfirmContext, 'db'>,
): Promise<Purchase> {
  let row = await findPurchaseRow(db, userId, purchaseId);
  if (!row) throw notFound(myPageMessages.purchaseNotFound);
  if (payPay && (await askPayPayFirst({ db, ...payPay }, row)))
    row = (await findPurchaseRow(db, userId, purchaseId)) ?? row;
  const [purchase] = await presentPurchases(db, [row]);
  if (!purchase) throw notFound(myPageMessages.purchaseNotFound);
  return purchase;
}

/** Orders on their way: not delivered, not finally cancelled (the domain's isActive); newest first. */
export async function listActiveOrders(db: Database, userId: number): Promise<Order[]> {
  return presentOrders(db, await ordersWithProducts(db, { userId, statuses: ACTIVE_STATUSES }));
}

export async function listDeliveredOrders(db: Database, userId: number): Promise<Order[]> {
  return presentOrders(db, await ordersWithProducts(db, { userId, statuses: [ORDER_STATUS.delivered] }));
}

const KIND_LABELS = pointKindLabels;

/** The member's balance, points still to come from undelivered orders, and every movement, newest first. */
export async function listPointMovements(db: Database, userId: number) {
  const [holdingPoint, rows, earning] = await Promise.all([
    findMemberPoints(db, userId),
    pointMovementRows(db, userId),
    ordersEarningPoints(db, userId),
  ]);
  let pendingPoint = 0;
  const byPurchase = new Map<string, typeof earning>();
  for (const row of earning) byPurchase.set(row.purchaseId, [...(byPurchase.get(row.purchaseId) ?? []), row]);
  for (const orders of byPurchase.values()) {
    const shares = pointShares(
      orders[0]?.pointEarned ?? 0,
      orders.map((order) => order.amountTotal),
    );
    orders.forEach((order, index) => {
      // Not an order still awaiting its card payment: it may never be placed (decision 0654).
      if (earnsPointsLater(order.status)) pendingPoint += shares[index] ?? 0;
    });
  }
  return {
    holdingPoint,
    pendingPoint,
    movements: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      kindLabel: KIND_LABELS[row.kind],
      amount: row.amount,
      purchaseId: row.purchaseId,
      orderId: row.orderId,
      memo: row.memo,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
