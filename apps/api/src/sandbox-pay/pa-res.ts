// The PaRes the challenge page hands back to the shop: the outcome (Y authenticated, N not) and a
// nonce, base64url-encoded. The outcome is also kept with the charge, and only the exact PaRes
// issued for it counts, so a hand-made "Y" gets nobody past the challenge.
import { randomBytes } from 'node:crypto';

export type ChallengeOutcome = 'Y' | 'N';

export function encodePaRes(outcome: ChallengeOutcome): string {
  return Buffer.from(
    JSON.stringify({ status: outcome, nonce: randomBytes(16).toString('base64url') }),
  ).toString('base64url');
}

/** The outcome a PaRes carries; null when it is not one of ours. */
export function paResStatus(paRes: string): ChallengeOutcome | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(paRes, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || !('status' in value)) return null;
    return value.status === 'Y' || value.status === 'N' ? value.status : null;
  } catch {
    return null;
  }
}
