// Closing a cancelled order's virtual account at the provider (decision 0787). A cancelled or
// expired purchase's account should take no more money, so the shop asks the provider to close it;
// the call is made by the shop's scheduled round (checkout/sweeper.ts), never inside the
// cancellation, so a provider that is down never holds a cancellation up: the round asks again each
// minute until the provider answers. Closed, the payment record keeps `closedAt`; a deposit that
// still reaches the account (one that crossed the closing) is recorded for staff by the ordinary
// notification and never moves the order (notify.ts).
import { and, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import { isCancellingStatus, ORDER_STATUS } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import type { VirtualAccountGateway } from '../../payments/virtual-account-gateway.ts';

const CANCELLING_STATUSES = Object.values(ORDER_STATUS).filter(isCancellingStatus);

export interface CloseContext {
  db: Database;
  now: Date;
  gateway: VirtualAccountGateway;
}

/** Virtual-account payments still open at the provider whose purchase is over: expired, or every order cancelled. */
async function accountsToClose(db: Database): Promise<{ id: number; orderNumber: string }[]> {
  const rows = await db
    .select({ id: payments.id, orderNumber: payments.providerReference })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'vbank'),
        isNotNull(payments.providerReference),
        sql`${payments.detail}->>'closedAt' is null`,
        or(
          sql`${payments.detail}->>'expiredAt' is not null`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(
                and(
                  eq(orders.purchaseId, payments.purchaseId),
                  sql`${orders.status} not in (${sql.join(
                    CANCELLING_STATUSES.map((status) => sql`${status}`),
                    sql`, `,
                  )})`,
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(payments.id);
  return rows.flatMap((row) => (row.orderNumber ? [{ id: row.id, orderNumber: row.orderNumber }] : []));
}

/** Asks the provider to close each such account; one that fails is asked again next round. */
export async function closeFinishedAccounts(
  context: CloseContext,
): Promise<{ closed: number; failed: { orderNumber: string; detail: string }[] }> {
  const due = await accountsToClose(context.db);
  let closed = 0;
  const failed: { orderNumber: string; detail: string }[] = [];
  for (const account of due) {
    // No lock is held across the call: the provider's close is idempotent, so two rounds asking at
    // once are harmless, and the record is only ever set once (closedAt is null).
    const result = await context.gateway.close(account.orderNumber);
    if (result.status === 'error') {
      failed.push({ orderNumber: account.orderNumber, detail: `${result.reason}: ${result.detail}` });
      continue;
    }
    const updated = await context.db
      .update(payments)
      .set({
        detail: sql`${payments.detail} || ${JSON.stringify({ closedAt: context.now.toISOString() })}::jsonb`,
        updatedAt: context.now,
      })
      .where(and(eq(payments.id, account.id), sql`${payments.detail}->>'closedAt' is null`))
      .returning({ id: payments.id });
    closed += updated.length;
  }
  return { closed, failed };
}
