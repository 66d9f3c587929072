// The purchase's single statement (decision 0525), built by drizzle for each purchase (its cache
// by shape is gone: decision 0692). The values are encoded exactly as drizzle encodes them (each
// column's mapToDriverValue, null as NULL) and sent as parameters, on PGlite and PostgreSQL alike.
import { orderEventMemos, pointMemos } from '@shop/domain/messages';
import { and, eq, getTableColumns, isNull, sql, type Query, type SQL, type WithSubquery } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ORDER_STATUS } from '@shop/domain/orders';
import { runBuilt } from '../../db/built-statement.ts';
import type { Transaction } from '../../db/client.ts';
import {
  couponUses,
  idempotencyKeys,
  mailOutbox,
  orderEvents,
  orders,
  payments,
  pointMovements,
  purchases,
  users,
} from '../../db/schema.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import type { Outcome } from './answers.ts';
import { guardedBalanceUpdate } from './points.ts';
import type { PurchaseRows } from './purchase-rows.ts';

export interface PurchaseWrite {
  rows: PurchaseRows;
  /** The orders' first status (their first event goes from 0 to it). */
  status: number;
  coupon: { id: number; discount: number } | null;
  pointUse: number;
  userId: number;
  keyId: number;
  /** The final answer, stored under the key (cash on delivery, points); null for a card. */
  outcome: Outcome | null;
  mail: OutgoingMail | null;
  now: Date;
}

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

/** A column's value as a parameter named `name`, its value given at run time. */
const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

const columnsOf = new Map<PgTable, [string, ReturnType<typeof getTableColumns>[string]][]>();

function columnList(table: PgTable) {
  let list = columnsOf.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table));
    // A column filled in by a function at build time would be frozen into the cached statement.
    for (const [key, column] of list) {
      if (column.defaultFn || column.onUpdateFn) {
        throw new Error(`purchase statement: ${key} has a $defaultFn or $onUpdate; fill it in the rows`);
      }
    }
    columnsOf.set(table, list);
  }
  return list;
}

/**
 * Puts the row's values in `values` under `prefix` + field, encoded as drizzle encodes them, and
 * answers its shape: which columns are set (an undefined field leaves the column's default).
 */
function bindRow(table: PgTable, row: Row, prefix: string, values: Values): string {
  let shape = '';
  for (const [key, column] of columnList(table)) {
    const value = row[key];
    if (value === undefined) {
      shape += '-';
      continue;
    }
    shape += '+';
    values[prefix + key] = value === null ? null : column.mapToDriverValue(value);
  }
  return shape;
}

/** The row's set fields as parameters, for the statement's build. */
function slotsOf(table: PgTable, row: Row, prefix: string, extra: Record<string, SQL> = {}) {
  const slots: Record<string, SQL> = {};
  for (const [key] of columnList(table)) {
    if (row[key] !== undefined) slots[key] = slot(prefix + key);
  }
  return { ...slots, ...extra };
}

// The statement's parts beside the rows PurchaseRows makes.
const eventRow = (input: PurchaseWrite): Row => ({
  fromStatus: ORDER_STATUS.unknown,
  toStatus: input.status,
  actor: 'customer',
  memo: orderEventMemos.ordered,
  createdAt: input.now,
});

/** Ties the key to the purchase, with the final answer when there is one (decision 0341). */
const keyRow = (input: PurchaseWrite): Row =>
  input.outcome
    ? {
        purchaseId: input.rows.purchase.purchaseId,
        state: 'done',
        responseStatus: input.outcome.status,
        responseBody: input.outcome.body,
      }
    : { purchaseId: input.rows.purchase.purchaseId };

const couponUseRow = (input: PurchaseWrite, coupon: { id: number; discount: number }): Row => ({
  couponId: coupon.id,
  userId: input.userId,
  purchaseId: input.rows.purchase.purchaseId,
  discount: coupon.discount,
  createdAt: input.now,
});

const pointsSpentRow = (input: PurchaseWrite): Row => ({
  userId: input.userId,
  amount: -input.pointUse,
  kind: 'spent',
  purchaseId: input.rows.purchase.purchaseId,
  memo: pointMemos.spentOn(input.rows.purchase.purchaseId),
  createdAt: input.now,
});

/** The mail row enqueueMail (mail/queue.ts) writes, due now. */
const mailRow = (mail: OutgoingMail, now: Date): Row => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  nextAttemptAt: now,
  createdAt: now,
});

/** Every value of the statement, by parameter name, and the shape that names its SQL. */
function bindPurchase(input: PurchaseWrite): { values: Values; shape: string } {
  const { rows } = input;
  if (input.pointUse > 0 && !Number.isSafeInteger(input.pointUse)) {
    throw new RangeError(`points spent must be a positive whole number, got ${input.pointUse}`);
  }
  const values: Values = {};
  const parts = [
    bindRow(purchases, rows.purchase, 'p.', values),
    bindRow(payments, rows.payment, 'pay.', values),
    bindRow(idempotencyKeys, keyRow(input), 'k.', values),
  ];
  values['k.id'] = input.keyId;
  rows.orders.forEach((order, index) => {
    parts.push(bindRow(orders, order, `o${index}.`, values));
    parts.push(bindRow(orderEvents, eventRow(input), `e${index}.`, values));
    values[`e${index}.order`] = order.orderId;
  });
  if (input.coupon) parts.push(`c${bindRow(couponUses, couponUseRow(input, input.coupon), 'c.', values)}`);
  if (input.pointUse > 0) {
    parts.push(`pt${bindRow(pointMovements, pointsSpentRow(input), 'pm.', values)}`);
    values['pt.user'] = input.userId;
    // Signed, as every point move: spending takes.
    values['pt.amount'] = -input.pointUse;
    values['pt.now'] = getTableColumns(users).updatedAt.mapToDriverValue(input.now);
  }
  if (input.mail) parts.push(`m${bindRow(mailOutbox, mailRow(input.mail, input.now), 'm.', values)}`);
  return { values, shape: `${rows.orders.length}:${parts.join('/')}` };
}

/**
 * One statement: the purchase, its orders and their first events, the payment record, the coupon
 * use, the points spent, the mail and the idempotency key. PostgreSQL runs every data-modifying
 * WITH part exactly once and checks the foreign keys at the end of the statement, so the events
 * can name orders inserted beside them. Answers the payment's id and whether the points were taken
 * (the balance falls only while it covers them; the caller rolls back otherwise).
 */
function buildPurchase(tx: Transaction, input: PurchaseWrite): Query {
  const { rows } = input;
  const newOrders = tx.$with('new_orders').as(
    tx
      .insert(orders)
      .values(rows.orders.map((order, index) => insertSlots(orders, order, `o${index}.`)))
      .returning({ id: orders.id, orderId: orders.orderId }),
  );
  const newPayment = tx.$with('new_payment').as(
    tx
      .insert(payments)
      .values(insertSlots(payments, rows.payment, 'pay.'))
      .returning({ id: payments.id }),
  );
  // The key is linked only while it is still this request's: running and tied to no purchase. A
  // retry that took it over after the lease deleted it (issue 15), and then nothing links: the
  // caller sees keyLinked 0 and rolls the whole purchase back.
  const keyOfPurchase = tx.$with('key_of_purchase').as(
    tx
      .update(idempotencyKeys)
      .set(updateSlots(idempotencyKeys, keyRow(input), 'k.'))
      .where(
        and(
          eq(idempotencyKeys.id, slot('k.id')),
          eq(idempotencyKeys.state, 'running'),
          isNull(idempotencyKeys.purchaseId),
        ),
      )
      .returning({ id: idempotencyKeys.id }),
  );
  const parts: WithSubquery[] = [
    tx.$with('new_purchase').as(tx.insert(purchases).values(insertSlots(purchases, rows.purchase, 'p.'))),
    newOrders,
    newPayment,
    tx.$with('new_events').as(
      tx.insert(orderEvents).values(
        rows.orders.map((_, index) =>
          insertSlots(orderEvents, eventRow(input), `e${index}.`, {
            orderId: sql`(select ${newOrders.id} from ${newOrders} where ${newOrders.orderId} = ${slot(`e${index}.order`)})`,
          }),
        ),
      ),
    ),
    keyOfPurchase,
  ];
  if (input.coupon) {
    const row = couponUseRow(input, input.coupon);
    parts.push(tx.$with('coupon_use').as(tx.insert(couponUses).values(insertSlots(couponUses, row, 'c.'))));
  }
  let pointsTaken: SQL<number> = sql<number>`1`;
  if (input.pointUse > 0) {
    // Points never go below 0: the balance falls only while it covers the amount.
    const balance = tx
      .$with('points_balance')
      .as(
        guardedBalanceUpdate(tx, { userId: slot('pt.user'), amount: slot('pt.amount'), now: slot('pt.now') }),
      );
    const movement = tx
      .$with('points_movement')
      .as(tx.insert(pointMovements).values(insertSlots(pointMovements, pointsSpentRow(input), 'pm.')));
    parts.push(balance, movement);
    pointsTaken = sql<number>`(select count(*) from ${balance})::int`;
  }
  if (input.mail) {
    const row = mailRow(input.mail, input.now);
    parts.push(tx.$with('new_mail').as(tx.insert(mailOutbox).values(insertSlots(mailOutbox, row, 'm.'))));
  }
  return tx
    .with(...parts)
    .select({
      paymentId: newPayment.id,
      pointsTaken,
      keyLinked: sql<number>`(select count(*) from ${keyOfPurchase})::int`,
    })
    .from(newPayment)
    .toSQL();
}

// The slots are SQL for every set column, which is what these drizzle types accept; TypeScript
// cannot see that the keys are the table's own, hence the casts.
function insertSlots<TTable extends PgTable>(
  table: TTable,
  row: Row,
  prefix: string,
  extra?: Record<string, SQL>,
): PgInsertValue<TTable> {
  return slotsOf(table, row, prefix, extra) as PgInsertValue<TTable>;
}

function updateSlots<TTable extends PgTable>(
  table: TTable,
  row: Row,
  prefix: string,
): PgUpdateSetSource<TTable> {
  return slotsOf(table, row, prefix) as PgUpdateSetSource<TTable>;
}

/** Writes the purchase in one statement, built by drizzle for this purchase and run in the transaction. */
export async function writePurchaseStatement(
  tx: Transaction,
  input: PurchaseWrite,
): Promise<{ paymentId: number; pointsTaken: boolean; keyLinked: boolean }> {
  const { values } = bindPurchase(input);
  const query = buildPurchase(tx, input);
  // The array row is [payment id, points taken, key linked].
  const [row] = await runBuilt(tx, query, values, ([paymentId, pointsTaken, keyLinked]) => ({
    paymentId: Number(paymentId),
    pointsTaken: Number(pointsTaken),
    keyLinked: Number(keyLinked),
  }));
  if (!row) throw new Error('the purchase statement returned no row');
  return { paymentId: row.paymentId, pointsTaken: row.pointsTaken === 1, keyLinked: row.keyLinked === 1 };
}
