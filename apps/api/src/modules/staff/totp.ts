// The second factor (RFC 6238 through otplib): 30-second steps, six digits, SHA-1, which every
// authenticator app reads from an otpauth:// QR code. One step either side is accepted for a
// clock a little off; a step once accepted is never accepted again (section 5.2: no replay).
import { backOfficeMessages } from '@shop/domain/messages';
import { randomInt } from 'node:crypto';
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import { hashToken } from '../../plugins/auth.ts';

/** The issuer the authenticator app lists the account under. */
export const TOTP_ISSUER = backOfficeMessages.totpIssuer;

// The library's own audited defaults, named: the TOTP class answers the matched time step.
const totp = new TOTP({
  issuer: TOTP_ISSUER,
  crypto: new NobleCryptoPlugin(),
  base32: new ScureBase32Plugin(),
});

export function newTotpSecret(): string {
  return totp.generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return totp.toURI({ label: email, secret });
}

/**
 * The time step the code belongs to when it is right for `now` (±1 step) and later than
 * `lastStep`; null otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await totp
    .verify(code, {
      secret,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    })
    .catch(() => ({ valid: false as const }));
  return result.valid ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten codes, each good once: enough for a lost phone and the days until a new one is enrolled. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code, `xxxx-xxxx-xxxx-xxxx` (80 bits; no 0/o, 1/l/i to misread on paper). */
export function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let i = 0; i < 4; i++) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

/** What is stored of a recovery code: its SHA-256 (80 random bits need no slow hash). */
export const recoveryCodeHash = (code: string): string => hashToken(code);
