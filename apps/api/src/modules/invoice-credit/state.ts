// A member's credit line as every reader shows it (My page, checkout, staff): read from one place.
import { eq } from 'drizzle-orm';
import {
  mayApply,
  reapplyFrom,
  remainingCredit,
  type CreditApplication,
  type CreditLine,
  type CreditLineAnswer,
} from '@shop/domain/invoice-credit';
import type { Database, Transaction } from '../../db/client.ts';
import { creditLines } from '../../db/schema.ts';

export type CreditLineRow = typeof creditLines.$inferSelect;

export async function creditLineRowOf(
  db: Database | Transaction,
  userId: number,
): Promise<CreditLineRow | undefined> {
  const [row] = await db.select().from(creditLines).where(eq(creditLines.userId, userId)).limit(1);
  return row;
}

export function toCreditLine(row: CreditLineRow): CreditLine {
  const application = row.application as Pick<CreditApplication, 'companyName'>;
  return {
    state: row.status,
    companyName: application.companyName,
    creditLimit: row.creditLimit,
    used: row.used,
    remaining: row.status === 'approved' ? remainingCredit(row) : 0,
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reapplyFrom: row.status === 'declined' && row.decidedAt ? reapplyFrom(row.decidedAt) : null,
  };
}

export function creditLineAnswer(row: CreditLineRow | undefined, now: Date): CreditLineAnswer {
  return {
    creditLine: row ? toCreditLine(row) : null,
    mayApply: mayApply(row ? { state: row.status, decidedAt: row.decidedAt } : null, now),
  };
}

export async function readCreditLine(db: Database, userId: number, now: Date): Promise<CreditLineAnswer> {
  return creditLineAnswer(await creditLineRowOf(db, userId), now);
}
