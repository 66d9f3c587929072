// A card purchase waiting for its 3-D Secure answer (issue 16 point 2, decision 0656), or a PayPay
// purchase waiting on PayPay's page (decision 0785): while the 30-minute window is open, My page
// offers to finish paying (the stored challenge posted to the issuer again, or PayPay's page
// opened again) or to cancel (the purchase withdrawn, nothing charged).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { ResumableChallenge } from '@shop/domain/answers';
import type { Challenge } from './answers.ts';
import { storedAnswerOf } from './idempotency.ts';
import { CHALLENGE_WINDOW_MS } from './reconcile.ts';

export interface OpenChallenge {
  id: number;
  updatedAt: Date;
  method: string;
  /** PayPay's merchantPaymentId, or the card charge's order number. */
  providerReference: string | null;
}

/** The purchase's card payment waiting on the issuer's page, if any. */
export async function openChallengeOf(
  db: Database | Transaction,
  purchaseId: string,
): Promise<OpenChallenge | null> {
  const [row] = await db
    .select({
      id: payments.id,
      updatedAt: payments.updatedAt,
      method: payments.method,
      providerReference: payments.providerReference,
    })
    .from(payments)
    .where(
      and(
        eq(payments.purchaseId, purchaseId),
        inArray(payments.method, ['epsilon', 'paypay']),
        eq(payments.status, 'challenge'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** When the challenge stops being answerable: 30 minutes after it was opened. */
export function challengeClosesAt(challenge: OpenChallenge): Date {
  return new Date(challenge.updatedAt.getTime() + CHALLENGE_WINDOW_MS);
}

/**
 * The challenge to post again, as the purchase first answered it; null once it was answered, was
 * released, or its window has closed (the reconciliation releases it then).
 */
export async function challengeToResume(
  db: Database,
  purchaseId: string,
  now: Date,
): Promise<ResumableChallenge | null> {
  const open = await openChallengeOf(db, purchaseId);
  if (!open || challengeClosesAt(open) <= now) return null;
  const stored = await storedAnswerOf(db, purchaseId);
  const data = (stored?.body as { data?: Partial<Challenge> } | undefined)?.data;
  const closesAt = challengeClosesAt(open).toISOString();
  if (open.method === 'paypay') {
    return data?.redirect
      ? { method: 'paypay', pareq: '', redirect: data.redirect, md: '', termUrl: '', closesAt }
      : null;
  }
  if (!data?.pareq || !data.redirect || !data.md || !data.termUrl) return null;
  return {
    method: 'epsilon',
    pareq: data.pareq,
    redirect: data.redirect,
    md: data.md,
    termUrl: data.termUrl,
    closesAt,
  };
}
