// The payment record of a purchase, as each method reads its own (bank transfer and the virtual
// account, 後払い, the card): one query shape, so "the purchase's payment" means the same row to
// every reader (the newest, as a retried card charge writes a new one).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { payments } from '../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The purchase's newest payment of these methods (in these statuses); locked for a change when asked. */
export async function latestPaymentOf(
  db: Database | Transaction,
  purchaseId: string,
  methods: readonly string[],
  options: { lock?: boolean; statuses?: readonly PaymentRow['status'][] } = {},
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purchaseId, purchaseId),
        inArray(payments.method, [...methods]),
        options.statuses ? inArray(payments.status, [...options.statuses]) : undefined,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The newest payment of these methods of each purchase, by purchase number. */
export async function latestPaymentsOf(
  db: Database | Transaction,
  purchaseIds: readonly string[],
  methods: readonly string[],
): Promise<Map<string, PaymentRow>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.purchaseId, [...purchaseIds]), inArray(payments.method, [...methods])))
    .orderBy(payments.id);
  // In id order, so each purchase keeps its newest.
  return new Map(rows.map((row) => [row.purchaseId, row]));
}
