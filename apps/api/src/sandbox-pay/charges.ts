// The stand-in's charge API (decision 0321): one charge per contract and order number. The first
// call decides; a repeat, even a concurrent one, is refused with ORDER_NUMBER_USED, as the real
// Japanese providers refuse it (issue 15); what became of a charge is asked by inquiry.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { sandboxCharges } from '../db/schema.ts';
import {
  PROVIDER_ERROR_CODES,
  providerAnswerSchema,
  type InquiryAnswer,
  type ProviderAnswer,
} from '../payments/provider-protocol.ts';
import {
  challengeAnswer,
  declinedAnswer,
  paidAnswer,
  refundedAnswer,
  systemErrorAnswer,
  transCode,
} from './answers.ts';
import { paResStatus } from './pa-res.ts';
import {
  badFields,
  chargeRequestSchema,
  completeRequestSchema,
  inquiryRequestSchema,
  rawOrderNumber,
  refundRequestSchema,
  type ChargeRequest,
} from './requests.ts';
import { claimToken } from './tokens.ts';
import { tokyoYearMonth } from './tokyo-iso.ts';

export interface SandboxContext {
  db: Database;
  now: Date;
  /** The challenge page's public address, `${publicUrl}/sandbox-pay/tds`. */
  challengeUrl: string;
}

type ChargeRow = typeof sandboxCharges.$inferSelect;

class RepeatedOrder extends Error {}

export async function createCharge(
  context: SandboxContext,
  body: Record<string, unknown> | undefined,
): Promise<ProviderAnswer> {
  const parsed = chargeRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    return systemErrorAnswer(
      rawOrderNumber(body),
      PROVIDER_ERROR_CODES.invalidParameter,
      badFields(parsed.error),
    );
  }
  const request = parsed.data;
  const used = () => systemErrorAnswer(request.orderNumber, PROVIDER_ERROR_CODES.orderNumberUsed);
  if (await findCharge(context.db, request.contractCode, request.orderNumber)) return used();
  try {
    return await context.db.transaction(async (tx) => {
      const decision = await decide(tx, context, request);
      const [row] = await tx
        .insert(sandboxCharges)
        .values({
          contractCode: request.contractCode,
          orderNumber: request.orderNumber,
          amount: request.amount,
          paymentKind: request.paymentKind,
          payTimes: request.payTimes,
          token: request.token,
          maskedCardNo: decision.maskedCardNo,
          status: decision.status,
          answer: decision.answer,
          pareq: decision.answer.pareq ?? null,
          createdAt: context.now,
          updatedAt: context.now,
        })
        // A concurrent call with the same order number waits here for the first one's commit.
        .onConflictDoNothing({ target: [sandboxCharges.contractCode, sandboxCharges.orderNumber] })
        .returning({ id: sandboxCharges.id });
      // Rolling back also gives back the token this call may have spent.
      if (!row) throw new RepeatedOrder();
      if (decision.status !== 'paid') return decision.answer;
      const paid = paidAnswer(request.orderNumber, transCode(row.id));
      await tx.update(sandboxCharges).set({ answer: paid }).where(eq(sandboxCharges.id, row.id));
      return paid;
    });
  } catch (error) {
    // A concurrent call with the same number won: this one is refused, its token given back.
    if (error instanceof RepeatedOrder) return used();
    throw error;
  }
}

/** The order-status inquiry: the charge's state by its order number; nothing is charged or spent. */
export async function inquireCharge(
  context: SandboxContext,
  body: Record<string, unknown> | undefined,
): Promise<InquiryAnswer> {
  const parsed = inquiryRequestSchema.safeParse(body ?? {});
  const orderNumber = parsed.success ? parsed.data.orderNumber : rawOrderNumber(body);
  const base = { order_number: orderNumber, trans_code: '', err_code: '', err_detail: '' };
  if (!parsed.success) {
    const refusal = systemErrorAnswer(
      orderNumber,
      PROVIDER_ERROR_CODES.invalidParameter,
      badFields(parsed.error),
    );
    return { ...base, result: '9', err_code: refusal.err_code, err_detail: refusal.err_detail };
  }
  const row = await findCharge(context.db, parsed.data.contractCode, parsed.data.orderNumber);
  if (!row) return { ...base, result: '1', state: 'not_found' };
  const answer = storedAnswer(row);
  switch (row.status) {
    // A refund later does not change that the charge went through.
    case 'paid':
    case 'refunded':
      return { ...base, result: '1', state: 'paid', trans_code: answer.trans_code };
    case 'declined':
      return { ...base, result: '1', state: 'declined', err_code: answer.err_code };
    case 'challenge':
      return { ...base, result: '1', state: 'pending' };
    // PayPay's states (decision 0785): a card charge never has them.
    case 'cancelled':
    case 'expired':
      return { ...base, result: '1', state: 'declined', err_code: answer.err_code };
  }
}

interface Decision {
  status: ChargeRow['status'];
  answer: ProviderAnswer;
  maskedCardNo: string | null;
}

async function decide(tx: Transaction, context: SandboxContext, request: ChargeRequest): Promise<Decision> {
  const order = request.orderNumber;
  const claim = await claimToken(tx, request.token, request.contractCode, context.now);
  if (!claim.ok) return { status: 'declined', answer: declinedAnswer(order, claim.code), maskedCardNo: null };
  const declined = (code: Parameters<typeof declinedAnswer>[1]): Decision => ({
    status: 'declined',
    answer: declinedAnswer(order, code),
    maskedCardNo: claim.maskedCardNo,
  });
  // A card is good through the last day of its expiry month.
  if (claim.expire < tokyoYearMonth(context.now)) return declined(PROVIDER_ERROR_CODES.cardExpired);
  switch (claim.cardKind) {
    case 'invalid':
      return declined(PROVIDER_ERROR_CODES.cardNumberInvalid);
    case 'decline':
      return declined(PROVIDER_ERROR_CODES.cardDeclined);
    case 'challenge':
      if (!request.threeDSecure) return declined(PROVIDER_ERROR_CODES.threeDSecureRequired);
      return {
        status: 'challenge',
        answer: challengeAnswer(order, context.challengeUrl, randomBytes(24).toString('base64url')),
        maskedCardNo: claim.maskedCardNo,
      };
    case 'approve':
      // trans_code comes from the row id once the row exists.
      return { status: 'paid', answer: paidAnswer(order, ''), maskedCardNo: claim.maskedCardNo };
  }
}

/** Finishes a 3-D Secure charge with the PaRes the challenge page gave the customer. */
export async function completeCharge(
  context: SandboxContext,
  body: Record<string, unknown> | undefined,
): Promise<ProviderAnswer> {
  return onLockedCharge(context, completeRequestSchema, body, async (tx, row, request) => {
    // Already finished: the same answer again.
    if (row.status !== 'challenge') return storedAnswer(row);
    // Only the PaRes this stand-in issued counts; anything else is a failed authentication.
    const passed = row.paRes !== null && request.paRes === row.paRes && paResStatus(row.paRes) === 'Y';
    const answer = passed
      ? paidAnswer(row.orderNumber, transCode(row.id))
      : declinedAnswer(row.orderNumber, PROVIDER_ERROR_CODES.threeDSecureFailed);
    await tx
      .update(sandboxCharges)
      .set({ status: passed ? 'paid' : 'declined', answer, updatedAt: context.now })
      .where(eq(sandboxCharges.id, row.id));
    return answer;
  });
}

/**
 * Lowers a paid charge to the amount that stays charged (0 gives everything back). Asking for the
 * amount already charged answers success and changes nothing, so a repeated refund is harmless;
 * asking to keep more than is charged, or refunding a charge that is not paid, is refused.
 */
export async function refundCharge(
  context: SandboxContext,
  body: Record<string, unknown> | undefined,
): Promise<ProviderAnswer> {
  return onLockedCharge(context, refundRequestSchema, body, async (tx, row, request) => {
    const refundable = row.status === 'paid' || (row.status === 'refunded' && request.remainingAmount === 0);
    if (!refundable || request.remainingAmount > row.amount) {
      return declinedAnswer(row.orderNumber, PROVIDER_ERROR_CODES.refundRefused);
    }
    if (request.remainingAmount < row.amount) {
      await tx
        .update(sandboxCharges)
        .set({
          amount: request.remainingAmount,
          status: request.remainingAmount === 0 ? 'refunded' : 'paid',
          updatedAt: context.now,
        })
        .where(eq(sandboxCharges.id, row.id));
    }
    return refundedAnswer(row.orderNumber, transCode(row.id));
  });
}

/**
 * Parses a call about an existing charge and runs `act` on the charge's row, locked until the
 * answer is stored; a malformed call or an unknown order number gets the provider's refusal.
 */
async function onLockedCharge<Request extends { contractCode: string; orderNumber: string }>(
  context: SandboxContext,
  schema: z.ZodType<Request>,
  body: Record<string, unknown> | undefined,
  act: (tx: Transaction, row: ChargeRow, request: Request) => Promise<ProviderAnswer>,
): Promise<ProviderAnswer> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    return systemErrorAnswer(
      rawOrderNumber(body),
      PROVIDER_ERROR_CODES.invalidParameter,
      badFields(parsed.error),
    );
  }
  const request = parsed.data;
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.contractCode, request.contractCode),
          eq(sandboxCharges.orderNumber, request.orderNumber),
        ),
      )
      .for('update');
    if (!row) return systemErrorAnswer(request.orderNumber, PROVIDER_ERROR_CODES.orderNotFound);
    return act(tx, row, request);
  });
}

async function findCharge(
  db: Database,
  contractCode: string,
  orderNumber: string,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.contractCode, contractCode), eq(sandboxCharges.orderNumber, orderNumber)));
  return row;
}

function storedAnswer(row: ChargeRow): ProviderAnswer {
  return providerAnswerSchema.parse(row.answer);
}
