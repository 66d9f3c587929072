// A member's 掛け払い orders as staff read them beside the credit line (decision 0848): each with its
// amount, the invoice month it is billed on and whether that invoice paid it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InvoiceCreditPayment } from '@shop/domain/invoice-credit';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { toInvoiceCreditPayment } from './method.ts';

/** The most a desk shows at once: a year of a busy company's orders. */
const LIMIT = 200;

export async function creditOrdersOf(
  db: Database,
  applicationId: string,
): Promise<(InvoiceCreditPayment & { purchaseId: string; amount: number })[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, 'gmokb'), sql`${payments.detail}->>'applicationId' = ${applicationId}`))
    .orderBy(desc(payments.id))
    .limit(LIMIT);
  return rows.flatMap((row) => {
    const payment = toInvoiceCreditPayment(row);
    return payment ? [{ ...payment, purchaseId: row.purchaseId, amount: row.amount }] : [];
  });
}
