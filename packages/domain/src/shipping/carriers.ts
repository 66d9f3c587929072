// The carriers the shop ships with: their names as customers know them, their tracking pages and
// the form of their tracking numbers. Decisions 0368 (carriers) and 0741 (tracking numbers).
import { z } from 'zod/mini';
import { HYPHEN_LIKE, SPACE_LIKE } from '../validation/characters.ts';
import { safeString } from '../validation/safe-string.ts';

export const CARRIERS = [
  {
    id: 'yamato',
    label: 'ヤマト運輸',
    trackingUrl: (n: string) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${n}`,
  },
  {
    id: 'sagawa',
    label: '佐川急便',
    trackingUrl: (n: string) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${n}`,
  },
  {
    id: 'japanpost',
    label: '日本郵便',
    trackingUrl: (n: string) =>
      `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}&locale=ja`,
  },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];

export const CARRIER_IDS = CARRIERS.map((carrier) => carrier.id) as [CarrierId, ...CarrierId[]];

export const carrierSchema = z.enum(CARRIER_IDS, { error: '配送業者を選んでください' });

export function isCarrierId(value: unknown): value is CarrierId {
  return typeof value === 'string' && (CARRIER_IDS as readonly string[]).includes(value);
}

/** '佐川急便'; a carrier the list does not know is shown as stored. */
export function carrierLabel(id: string): string {
  return CARRIERS.find((carrier) => carrier.id === id)?.label ?? id;
}

/** The carrier's tracking page for a parcel, or null for a carrier the list does not know. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = CARRIERS.find((candidate) => candidate.id === carrier);
  return known ? known.trackingUrl(encodeURIComponent(trackingNumber)) : null;
}

const NOISE = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}]`, 'g');

/** A tracking number as staff type or scan it ('1234-5678-9012', full-width): digits and capitals. */
export function normaliseTrackingNumber(input: string): string {
  return input.normalize('NFKC').replace(NOISE, '').toUpperCase();
}

/**
 * Yamato's 伝票番号: 12 digits, the last one the remainder of the first eleven divided by 7
 * (the "7DR" check digit printed on every label), so a mistyped digit is caught at once.
 */
function isYamatoNumber(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  return Number(value.slice(0, 11)) % 7 === Number(value.slice(11));
}

const TRACKING_RULES: Record<CarrierId, { test: (value: string) => boolean; message: string }> = {
  yamato: { test: isYamatoNumber, message: 'ヤマト運輸の伝票番号（12桁の数字）を正しく入力してください' },
  sagawa: {
    test: (value) => /^\d{12}$/.test(value),
    message: '佐川急便のお問い合せ送り状No.（12桁の数字）を入力してください',
  },
  // ゆうパック and ゆうパケット: 11–13 digits; 書留 and international: two letters, nine digits, two letters.
  japanpost: {
    test: (value) => /^\d{11,13}$/.test(value) || /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(value),
    message: '日本郵便のお問い合わせ番号（11〜13桁の数字）を入力してください',
  },
};

/** The refusal for a normalised tracking number of `carrier`, or null when it is well formed. */
export function trackingNumberProblem(carrier: CarrierId, trackingNumber: string): string | null {
  const rule = TRACKING_RULES[carrier];
  return rule.test(trackingNumber) ? null : rule.message;
}

/** A carrier with its tracking number, checked against that carrier's form. */
export const shipmentSchema = z
  .object({
    carrier: carrierSchema,
    trackingNumber: safeString({ error: '送り状番号を入力してください' }).check(
      z.overwrite(normaliseTrackingNumber),
      z.minLength(1, { error: '送り状番号を入力してください' }),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      const problem = trackingNumberProblem(value.carrier, value.trackingNumber);
      if (problem)
        ctx.issues.push({
          code: 'custom',
          message: problem,
          input: value.trackingNumber,
          path: ['trackingNumber'],
        });
    }),
  );
export type Shipment = z.output<typeof shipmentSchema>;
