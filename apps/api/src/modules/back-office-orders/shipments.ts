// The day's shipments (decisions 0742, 0743): the orders to ship by the day that are data-checked
// or printed, as B2クラウド rows (one per parcel: a purchase's orders) and as the picking list.
import { documentTexts } from '@shop/domain/messages';
import { and, inArray, lte } from 'drizzle-orm';
import { AWAITING_SHIPMENT } from '@shop/domain/back-office';
import type { CalendarDay } from '@shop/domain/calendar';
import { ORDER_STATUS } from '@shop/domain/orders';
import { b2Csv, pickingList, type LabelAddress, type Parcel, type PickingOrder } from '@shop/domain/shipping';
import iconv from 'iconv-lite';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders, purchases } from '../../db/schema.ts';
import { renderPickingList } from '../../documents/picking-list.ts';
import { shopProfile, type ShopProfile } from '../../documents/shop-profile.ts';
import { toAddressSnapshot, toOrder } from '../orders/present.ts';
import { ordersWithProducts, type PurchaseRow } from '../orders/queries.ts';
import type { AddressSnapshot } from '@shop/domain/answers';

/** Ready for the label: checked or printed (not still waiting for artwork or an answer). */
const READY = [ORDER_STATUS.datachecked, ORDER_STATUS.printed].filter((status) =>
  AWAITING_SHIPMENT.includes(status),
);

async function shipmentsOf(db: Database, day: CalendarDay) {
  const due = await db
    .select({ purchaseId: orders.purchaseId })
    .from(orders)
    .where(and(inArray(orders.status, READY), lte(orders.shippingDate, day)));
  const purchaseIds = [...new Set(due.map((row) => row.purchaseId))].sort();
  if (purchaseIds.length === 0) return [];
  const [purchaseRows, orderRows] = await Promise.all([
    db.select().from(purchases).where(inArray(purchases.purchaseId, purchaseIds)),
    ordersWithProducts(db, { purchaseIds }),
  ]);
  const ready = orderRows.filter(
    (row) =>
      (READY as number[]).includes(row.order.status) &&
      row.order.shippingDate !== null &&
      row.order.shippingDate <= day,
  );
  return purchaseIds.flatMap((purchaseId) => {
    const purchase = purchaseRows.find((row) => row.purchaseId === purchaseId);
    const rows = ready
      .filter((row) => row.order.purchaseId === purchaseId)
      .sort((a, b) => a.order.id - b.order.id);
    return purchase && rows.length > 0 ? [{ purchase, orders: rows }] : [];
  });
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' ');

function labelAddress(snapshot: AddressSnapshot | null): LabelAddress | null {
  if (!snapshot) return null;
  return {
    tel: snapshot.tel,
    postalCode: snapshot.postalCode === null ? '' : String(snapshot.postalCode).padStart(7, '0'),
    address: `${snapshot.prefecture}${snapshot.addressLevel2}${snapshot.addressLine1}`,
    building: snapshot.addressLine2,
    organization: snapshot.organization,
    name: joined(snapshot.familyName, snapshot.givenName),
  };
}

function shopLabel(shop: ShopProfile): LabelAddress {
  return {
    tel: shop.tel,
    postalCode: shop.postalCode.replace('-', ''),
    address: shop.address,
    building: '',
    organization: shop.name,
    name: '',
  };
}

function parcelOf(purchase: PurchaseRow, orderIds: string[], day: CalendarDay): Parcel {
  const destination = labelAddress(toAddressSnapshot(purchase.destinationAddress));
  return {
    purchaseId: purchase.purchaseId,
    orderIds,
    shippingDate: day,
    deliveryTime: purchase.deliveryTime,
    destination: destination ?? {
      tel: '',
      postalCode: '',
      address: '',
      building: '',
      organization: '',
      name: '',
    },
    source: labelAddress(toAddressSnapshot(purchase.sourceAddress)),
    collect:
      purchase.paymentMethod === 'onDelivery'
        ? { amount: purchase.totalAmount, tax: purchase.taxAmount }
        : null,
  };
}

/** The B2クラウド file of the day, Shift_JIS (Windows-31J) bytes. */
export async function b2Export(db: Database, config: Pick<Config, 'b2'>, day: CalendarDay): Promise<Buffer> {
  const shipments = await shipmentsOf(db, day);
  const parcels = shipments.map(({ purchase, orders: rows }) =>
    parcelOf(
      purchase,
      rows.map((row) => row.order.orderId),
      day,
    ),
  );
  const text = b2Csv(parcels, shopLabel(shopProfile()), {
    billingCustomerCode: config.b2.customerCode,
    billingClassCode: config.b2.classCode,
    freightNumber: config.b2.freightNumber,
    itemName: documentTexts.parcelItemName,
  });
  return iconv.encode(text, 'cp932');
}

/** The picking list of the day as PDF bytes. */
export async function pickingListPdf(db: Database, day: CalendarDay, printedAt: Date): Promise<Buffer> {
  const shipments = await shipmentsOf(db, day);
  const lines: PickingOrder[] = shipments.flatMap(({ purchase, orders: rows }) => {
    const to = toAddressSnapshot(purchase.destinationAddress);
    return rows.map((row) => {
      const order = toOrder(row);
      return {
        purchaseId: purchase.purchaseId,
        orderId: order.orderId,
        productName: order.specification.productName,
        sizeLabel: order.specification.sizeLabel,
        quantityLabel: order.specification.quantityLabel,
        lines: order.specification.lines,
        addressee: to ? joined(to.organization, to.familyName, to.givenName) : '',
        prefecture: to?.prefecture ?? '',
        deliveryTime: purchase.deliveryTime,
        cashOnDelivery: purchase.paymentMethod === 'onDelivery',
        shippingDate: order.shippingDate ?? day,
      };
    });
  });
  return renderPickingList(pickingList(day, lines), printedAt);
}
