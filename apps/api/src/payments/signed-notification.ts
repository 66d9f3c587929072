// A provider's signed notification as a webhook reads it, whichever method (the virtual account's
// deposits, 掛け払い's screening results): the signature checked by the one signer over the bytes
// that came (decision 0824), then the JSON read by the method's schema. Refused, nothing changes:
// 401 without a good signature, 400 outside the tolerance window or unreadable.
import type { z } from 'zod';
import { badRequest, HttpError, unauthorized } from '../lib/http-error.ts';
import { verifyNotification } from './notification-signer.ts';

/** What the webhook's answers say (a machine reads the status, a person reads the log). */
export const notificationMessages = {
  signatureMissing: '署名がありません',
  signatureInvalid: '署名が正しくありません',
  signatureStale: '通知の時刻が許容範囲を外れています',
  notificationInvalid: '通知の内容を読み取れません',
} as const;

/** A notification as it reached the webhook: the raw body, its signature header, the shared secret. */
export interface SignedNotification {
  body: string;
  signature: string | string[] | undefined;
  secret: string;
}

export function readSignedNotification<T>(signed: SignedNotification, now: Date, schema: z.ZodType<T>): T {
  const check = verifyNotification({
    secret: signed.secret,
    body: signed.body,
    header: signed.signature,
    now,
  });
  if (!check.ok) {
    if (check.reason === 'outside-tolerance') throw new HttpError(400, notificationMessages.signatureStale);
    throw unauthorized(
      check.reason === 'missing'
        ? notificationMessages.signatureMissing
        : notificationMessages.signatureInvalid,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(signed.body);
  } catch {
    throw badRequest({}, notificationMessages.notificationInvalid);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequest({}, notificationMessages.notificationInvalid);
  return parsed.data;
}
