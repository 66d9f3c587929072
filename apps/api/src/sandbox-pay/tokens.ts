// Card tokens: issued to the browser's script, spent once by a charge within 30 minutes. They live
// in the database, not in memory, so any instance can spend a token another one issued.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { sandboxCardTokens } from '../db/schema.ts';
import { PROVIDER_ERROR_CODES, type ProviderErrorCode } from '../payments/provider-protocol.ts';
import {
  cardKindOf,
  maskCardNumber,
  providerExpire,
  tokenFieldError,
  type CardKind,
  type TokenFields,
} from './card-rules.ts';
import { tokyoIso } from './tokyo-iso.ts';

export const TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** The token script's system codes (9xx; spec point 5: their message is empty). Decision 0320. */
export const TOKEN_SYSTEM_CODES = {
  /** init() was not called, or with something that is no contract code. */
  contractCode: '901',
  /** The provider could not be reached or did not answer in time (set by the script). */
  network: '902',
  /** The provider answered an error or something unreadable (set by the script). */
  provider: '903',
} as const;

export interface TokenObject {
  token: string;
  /** ISO 8601 in Tokyo time, e.g. 2026-11-20T10:30:00+09:00 */
  toBeExpiredAt: string;
  maskedCardNo: string;
  isSecurityCodeSet: boolean;
}

export interface TokenAnswer {
  /** '000' success, a field code of spec point 5, or a 9xx system code. */
  resultCode: string;
  tokenObject?: TokenObject;
}

export const CONTRACT_CODE = /^\d{8}$/;

export async function issueToken(
  db: Database,
  now: Date,
  contractCode: string,
  fields: TokenFields,
): Promise<TokenAnswer> {
  if (!CONTRACT_CODE.test(contractCode)) return { resultCode: TOKEN_SYSTEM_CODES.contractCode };
  const code = tokenFieldError(fields);
  const expire = providerExpire(fields.expire);
  if (code !== null || expire === null) return { resultCode: String(code ?? 112) };

  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const maskedCardNo = maskCardNumber(fields.cardno);
  // The card number itself is not kept: only what the test card stands for.
  await db.insert(sandboxCardTokens).values({
    token,
    contractCode,
    cardKind: cardKindOf(fields.cardno),
    maskedCardNo,
    expire,
    expiresAt,
    createdAt: now,
  });
  return {
    resultCode: '000',
    // Our contract requires the security code (the form asks for it), so it is always set.
    tokenObject: { token, toBeExpiredAt: tokyoIso(expiresAt), maskedCardNo, isSecurityCodeSet: true },
  };
}

export type TokenClaim =
  | { ok: true; cardKind: CardKind; maskedCardNo: string; expire: string }
  | { ok: false; code: ProviderErrorCode };

/** Spends a token in the caller's transaction: it is marked used whatever the charge then answers. */
export async function claimToken(
  tx: Transaction,
  token: string,
  contractCode: string,
  now: Date,
): Promise<TokenClaim> {
  const [row] = await tx
    .select()
    .from(sandboxCardTokens)
    .where(and(eq(sandboxCardTokens.token, token), eq(sandboxCardTokens.contractCode, contractCode)))
    .for('update');
  if (!row) return { ok: false, code: PROVIDER_ERROR_CODES.tokenNotFound };
  if (row.usedAt !== null) return { ok: false, code: PROVIDER_ERROR_CODES.tokenUsed };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: PROVIDER_ERROR_CODES.tokenExpired };
  await tx.update(sandboxCardTokens).set({ usedAt: now }).where(eq(sandboxCardTokens.token, token));
  return { ok: true, cardKind: row.cardKind, maskedCardNo: row.maskedCardNo, expire: row.expire };
}
