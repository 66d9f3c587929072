// PayPay's request signing (decision 0763): every call to PayPay's Open Payment API carries
// `Authorization: hmac OPA-Auth:{apiKey}:{macData}:{nonce}:{epoch}:{hash}`, where hash is
// base64(MD5(content type + body)) for a call with a body and "empty" otherwise, and macData is
// base64(HMAC-SHA256(secret, path \n method \n nonce \n epoch \n content type \n hash)), the content
// type also "empty" without a body. The path is the address's path only (no query). PayPay refuses
// an epoch more than two minutes from its clock. The stand-in verifies the same header, so every
// journey exercises it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SCHEME = 'hmac OPA-Auth';
/** How far the signed epoch may be from the receiver's clock, either way (PayPay: under 2 minutes). */
export const OPA_AUTH_TOLERANCE_SECONDS = 120;

export interface SignedRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** The address's path, e.g. `/v2/codes`; a query string is left out of the signature. */
  path: string;
  /** The body as sent, and its content type; none for GET and DELETE. */
  body?: { contentType: string; text: string };
}

function hashOf(request: SignedRequest): { contentType: string; hash: string } {
  if (!request.body || request.body.text === '') return { contentType: 'empty', hash: 'empty' };
  const { contentType, text } = request.body;
  return { contentType, hash: createHash('md5').update(contentType).update(text).digest('base64') };
}

function macOf(secret: string, request: SignedRequest, nonce: string, epoch: number): string {
  const { contentType, hash } = hashOf(request);
  const path = request.path.split('?')[0] ?? '';
  return createHmac('sha256', secret)
    .update([path, request.method, nonce, String(epoch), contentType, hash].join('\n'))
    .digest('base64');
}

/** The Authorization header's value; nonce and epoch are fixed only by tests. */
export function opaAuthorization(
  credentials: { apiKey: string; apiSecret: string },
  request: SignedRequest,
  at: { now: Date; nonce?: string },
): string {
  const nonce = at.nonce ?? randomBytes(4).toString('hex');
  const epoch = Math.floor(at.now.getTime() / 1000);
  const { hash } = hashOf(request);
  return `${SCHEME}:${credentials.apiKey}:${macOf(credentials.apiSecret, request, nonce, epoch)}:${nonce}:${epoch}:${hash}`;
}

export type OpaAuthCheck = { ok: true; apiKey: string } | { ok: false; reason: string };

/** Checks a request's header as PayPay does: the key known, the mac right, the epoch recent. */
export function verifyOpaAuthorization(input: {
  header: string | undefined;
  secretOf: (apiKey: string) => string | null;
  request: SignedRequest;
  now: Date;
}): OpaAuthCheck {
  const header = input.header ?? '';
  if (!header.startsWith(`${SCHEME}:`)) return { ok: false, reason: 'not OPA-Auth' };
  const parts = header.slice(SCHEME.length + 1).split(':');
  const [apiKey, mac, nonce, epochText, hash] = parts;
  if (parts.length !== 5 || !apiKey || !mac || !nonce || !epochText || !hash || !/^\d{1,12}$/.test(epochText))
    return { ok: false, reason: 'malformed' };
  const secret = input.secretOf(apiKey);
  if (secret === null) return { ok: false, reason: 'unknown key' };
  const epoch = Number(epochText);
  if (hash !== hashOf(input.request).hash) return { ok: false, reason: 'body hash' };
  const expected = Buffer.from(macOf(secret, input.request, nonce, epoch));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'mac' };
  if (Math.abs(input.now.getTime() / 1000 - epoch) > OPA_AUTH_TOLERANCE_SECONDS)
    return { ok: false, reason: 'epoch' };
  return { ok: true, apiKey };
}
