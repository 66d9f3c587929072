/**
 * Delivery time slots of the carriers Japanese print shops use (Yamato and Sagawa share these
 * since 2021); `none` is the spec's default. Decision 0343. One list for the checkout, the
 * shipment change on My page and the server that checks both.
 */
export const DELIVERY_TIMES = [
  { id: 'none', label: '指定なし' },
  { id: 'am', label: '午前中' },
  { id: '14-16', label: '14時〜16時' },
  { id: '16-18', label: '16時〜18時' },
  { id: '18-20', label: '18時〜20時' },
  { id: '19-21', label: '19時〜21時' },
] as const;

export type DeliveryTime = (typeof DELIVERY_TIMES)[number]['id'];

export const DELIVERY_TIME_IDS = DELIVERY_TIMES.map((slot) => slot.id) as [DeliveryTime, ...DeliveryTime[]];

export function isDeliveryTime(id: string): id is DeliveryTime {
  return DELIVERY_TIMES.some((slot) => slot.id === id);
}

/** The slot's Japanese label; an unknown id reads as 指定なし. */
export function deliveryTimeLabel(id: string): string {
  return DELIVERY_TIMES.find((slot) => slot.id === id)?.label ?? '指定なし';
}
