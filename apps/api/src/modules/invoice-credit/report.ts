// Telling the provider what to bill (decision 0836): each 掛け払い order goes on the member's
// monthly invoice, and a cancelled one comes off it. The purchase is written first, with no call out
// (decision 0525); the order is reported right after the commit, and whatever could not be told then
// (the provider down, the request cut, a cancellation inside another transaction) is told by the
// once-a-minute round. The provider takes an order number once, so telling it twice changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { InvoiceCreditGateway } from '../../payments/invoice-credit-gateway.ts';
import { readCreditDetail } from './method.ts';

export interface ReportContext {
  db: Database;
  now: Date;
  gateway: InvoiceCreditGateway;
  log: { error(o: object, m: string): void };
}

type PaymentRow = typeof payments.$inferSelect;

async function reportOne(context: ReportContext, payment: PaymentRow): Promise<boolean> {
  const detail = readCreditDetail(payment.detail);
  if (!detail) return false;
  const cancelling = payment.status === 'failed';
  const call = cancelling
    ? await context.gateway.cancel({ orderNumber: payment.purchaseId })
    : await context.gateway.bill({
        applicationId: detail.applicationId,
        orderNumber: payment.purchaseId,
        amount: payment.amount,
        billingMonth: detail.billingMonth,
      });
  if (!call.ok) {
    context.log.error(
      { purchaseId: payment.purchaseId, reason: call.reason, detail: call.detail },
      cancelling ? 'invoice-credit cancellation not reported' : 'invoice-credit order not reported',
    );
    return false;
  }
  await context.db
    .update(payments)
    .set({
      detail: sql`${payments.detail} || ${JSON.stringify(cancelling ? { cancelReported: true } : { reported: true })}::jsonb`,
      updatedAt: context.now,
    })
    .where(eq(payments.id, payment.id));
  return true;
}

/** Reports one purchase's order (right after its commit). */
export async function reportCreditOrder(context: ReportContext, purchaseId: string): Promise<boolean> {
  const [payment] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.method, 'gmokb')))
    .limit(1);
  return payment ? reportOne(context, payment) : false;
}

/** The round: every order not yet billed, every cancellation billed but not yet taken off. */
export async function reportUnreportedCreditOrders(context: ReportContext): Promise<{ reported: number }> {
  const due = await context.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, 'gmokb'),
        sql`(
          (${payments.status} = 'pending' and coalesce(${payments.detail}->>'reported', 'false') = 'false')
          or (${payments.status} = 'failed' and ${payments.detail}->>'reported' = 'true'
              and coalesce(${payments.detail}->>'cancelReported', 'false') = 'false')
        )`,
      ),
    )
    .orderBy(payments.id)
    .limit(100);
  let reported = 0;
  for (const payment of due) if (await reportOne(context, payment)) reported += 1;
  return { reported };
}
