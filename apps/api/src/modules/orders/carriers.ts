// The carriers the shop ships with, their names as customers know them and their tracking pages.
// Decision: docs/decisions/0368-staff-commands.md.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';

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

export const carrierSchema = z.enum(CARRIERS.map((carrier) => carrier.id) as [CarrierId, ...CarrierId[]]);

/** Tracking numbers as staff type them ('1234-5678-9012'), kept as digits and capitals only. */
export const trackingNumberSchema = safeString().check(
  z.overwrite((value) => value.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase()),
  z.regex(/^[0-9A-Z]{8,20}$/, { error: '送り状番号は8〜20桁の英数字で入力してください' }),
);

/** '佐川急便'; a carrier the list does not know is shown as stored. */
export function carrierLabel(id: string): string {
  return CARRIERS.find((carrier) => carrier.id === id)?.label ?? id;
}

/** The carrier's tracking page for a parcel, or null for a carrier the list does not know. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = CARRIERS.find((candidate) => candidate.id === carrier);
  return known ? known.trackingUrl(encodeURIComponent(trackingNumber)) : null;
}
