// The picking list: what the packers gather for the day's parcels, parcel by parcel, each order
// with its full specification, so that nothing is packed from memory. Decision 0743.
import type { CalendarDay } from '../calendar/day.ts';
import { deliveryTimeLabel } from '../checkout/delivery-times.ts';

export interface PickingOrder {
  purchaseId: string;
  orderId: string;
  productName: string;
  sizeLabel: string;
  quantityLabel: string;
  /** One line per chosen option: 「粘着タイプ：強粘着」. */
  lines: readonly string[];
  addressee: string;
  prefecture: string;
  deliveryTime: string;
  cashOnDelivery: boolean;
  shippingDate: CalendarDay;
}

export interface PickingParcel {
  purchaseId: string;
  addressee: string;
  prefecture: string;
  deliveryTimeLabel: string;
  cashOnDelivery: boolean;
  orders: readonly PickingOrder[];
}

export interface PickingList {
  day: CalendarDay;
  parcels: PickingParcel[];
  orderCount: number;
}

/** Orders grouped into parcels (one per purchase), in purchase and order number order. */
export function pickingList(day: CalendarDay, orders: readonly PickingOrder[]): PickingList {
  const sorted = [...orders].sort(
    (a, b) => a.purchaseId.localeCompare(b.purchaseId) || orderLine(a.orderId) - orderLine(b.orderId),
  );
  const parcels: PickingParcel[] = [];
  for (const order of sorted) {
    const last = parcels.at(-1);
    if (last && last.purchaseId === order.purchaseId) {
      (last.orders as PickingOrder[]).push(order);
      continue;
    }
    parcels.push({
      purchaseId: order.purchaseId,
      addressee: order.addressee,
      prefecture: order.prefecture,
      deliveryTimeLabel: deliveryTimeLabel(order.deliveryTime),
      cashOnDelivery: order.cashOnDelivery,
      orders: [order],
    });
  }
  return { day, parcels, orderCount: sorted.length };
}

/** 26112000001-12 → 12, so that line 2 comes before line 10. */
function orderLine(orderId: string): number {
  return Number(orderId.split('-')[1] ?? 0);
}

/** 'picking-20261125.pdf' */
export function pickingListFileName(day: CalendarDay): string {
  return `picking-${day.replaceAll('-', '')}.pdf`;
}
