// The one signer of payment providers' notifications (issue 21 point 6, decision 0824). The
// stand-ins at /sandbox-pay sign with it and the shop's webhook routes verify with it, whichever
// method (vbank now, PayPay next): HMAC-SHA256 over `<timestamp>.<raw body>` with the secret the
// shop and the provider share, sent as one header `t=<unix seconds>,v1=<hex>`. The timestamp is
// signed with the body, so a captured notification cannot be replayed with a fresh time, and one
// older than the tolerance window is refused even with a good signature (a replay inside the window
// is the webhook's idempotency to absorb). Several v1 entries may be sent while a secret is rotated.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature (lower case, as Node's headers are read). */
export const SIGNATURE_HEADER = 'x-payment-signature';

/** How far the signed time may be from the shop's clock, either way, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureRefusal = 'missing' | 'malformed' | 'mismatch' | 'outside-tolerance';
export type SignatureCheck = { ok: true; signedAt: Date } | { ok: false; reason: SignatureRefusal };

function digest(secret: string, timestamp: number, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest();
}

/** The header value for a body sent at `now`. */
export function signNotification(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body).toString('hex')}`;
}

/** Reads `t=…,v1=…[,v1=…]`; null when it is not that shape. */
function readHeader(header: string): { timestamp: number; signatures: Buffer[] } | null {
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || key === undefined || value === undefined) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
    else return null;
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Checks a notification against the shared secret: signed with it, over exactly this body, within
 * the tolerance of `now`. The comparison takes the same time whichever byte differs.
 */
export function verifyNotification(input: {
  secret: string;
  body: string;
  header: string | string[] | undefined;
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  const header = Array.isArray(input.header) ? input.header.join(',') : input.header;
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing' };
  const read = readHeader(header);
  if (!read) return { ok: false, reason: 'malformed' };
  const expected = digest(input.secret, read.timestamp, input.body);
  if (!read.signatures.some((signature) => timingSafeEqual(signature, expected)))
    return { ok: false, reason: 'mismatch' };
  const tolerance = input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(input.now.getTime() / 1000 - read.timestamp) > tolerance)
    return { ok: false, reason: 'outside-tolerance' };
  return { ok: true, signedAt: new Date(read.timestamp * 1000) };
}
