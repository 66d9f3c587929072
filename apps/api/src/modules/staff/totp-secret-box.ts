// The TOTP secret at rest (decision 0735): AES-256-GCM with the key of STAFF_TOTP_KEY, so a copy
// of the database (a backup, a leaked dump) cannot mint a staff member's codes. Stored as
// `v1.<iv>.<tag>.<ciphertext>` in base64url; the staff id is the additional data, so a sealed
// secret copied onto another account does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** True for a value this module wrote; the start-up migration seals every other one. */
export function isSealedTotpSecret(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

export function sealTotpSecret(secret: string, staffId: number, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`staff:${staffId}`));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The secret, or null when the value was sealed with another key or changed (the login then fails). */
export function openTotpSecret(stored: string, staffId: number, key: Buffer): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`staff:${staffId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
