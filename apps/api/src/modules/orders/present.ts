// Stored rows → My page's answers. Stored JSON (options, item, addresses) is read leniently: the
// purchase call writes it, older rows may lack a field, and a history must never fail to show.
import { sheetCount } from '@shop/domain/messages';
import type { InvoiceCreditPayment } from '@shop/domain/invoice-credit';
import { isOptionGroupName, optionGroupLabels, optionGroupNames } from '@shop/domain/catalog';
import { paymentMethodLabel } from '@shop/domain/checkout';
import { isTransferOwed } from '@shop/domain/bank-transfer';
import {
  numberingFactLabel,
  numberingOf,
  numberingSchema,
  numberingSpecification,
} from '@shop/domain/configurator';
import {
  ORDER_STATUS,
  SAMPLE_IMAGE_STATUS,
  isCancellableByCustomer,
  isShipmentChangeable,
  isUploadable,
} from '@shop/domain/orders';
import { prefectureLabel } from '@shop/domain/prefectures';
import { orderLineStatusLabel } from '@shop/domain/deferred-payment';
import { carrierLabel, trackingUrl } from '@shop/domain/shipping';
// One list of delivery time slots for checkout and shipment changes (decision 0343).
import { deliveryTimeLabel } from '../checkout/schemas.ts';
import {
  isCancelling,
  isPurchaseCancellable,
  isPurchaseShipmentChangeable,
  statusOf,
} from './purchase-rules.ts';
import type { OrderWithProduct, PurchaseRow, UploadRow } from './queries.ts';
import type { BankTransfer, DeferredPayment } from '@shop/domain/answers';
import type { AddressSnapshot, Order, Purchase } from './schemas.ts';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

interface ChosenOption {
  id: number;
  name: string;
}

/** An option group's choice, wherever the stored row keeps it: options[group], options[`${group}Id`] or the item. */
function chosenOption(group: string, options: JsonRecord, item: JsonRecord): ChosenOption | null {
  for (const source of [options[group], item[group]]) {
    if (isRecord(source)) {
      const id = whole(source.id);
      if (id !== null && id > 0) return { id, name: text(source.name) };
    }
  }
  const id = whole(options[`${group}Id`]);
  return id !== null && id > 0 ? { id, name: '' } : null;
}

function optionsOf(options: JsonRecord, item: JsonRecord) {
  const chosen: Order['options'] = [];
  const optionIds: Record<string, number | null> = {};
  for (const group of optionGroupNames) {
    const choice = chosenOption(group, options, item);
    optionIds[`${group}Id`] = choice?.id ?? null;
    if (choice) chosen.push({ group, label: optionGroupLabels[group], id: choice.id, name: choice.name });
  }
  return { chosen, optionIds };
}

function sizeLabelOf(order: OrderWithProduct['order'], options: JsonRecord, item: JsonRecord): string {
  if (order.sizeX > 0 && order.sizeY > 0) return `${order.sizeX}×${order.sizeY}mm`;
  // The purchase call keeps the price detail, whose sizeName names a shape's size.
  if (text(options.sizeName)) return text(options.sizeName);
  for (const source of [options.shape, item.shape]) {
    if (isRecord(source) && text(source.name)) return text(source.name);
  }
  return '';
}

/** A numbering seal's 「連番：No.0001〜No.0100（4桁）」, when the stored item carries one (0655). */
function numberingLines(productType: string, num: number, item: JsonRecord): string[] {
  const stored = numberingSchema.safeParse(item.numbering);
  const numbering = stored.success ? numberingOf(productType, { numbering: stored.data }) : null;
  const fact = numbering ? numberingSpecification(numbering, num) : '';
  return fact ? [`${numberingFactLabel}：${fact}`] : [];
}

function freeFormatOf(value: unknown): Order['freeFormat'] {
  if (!isRecord(value)) return null;
  const title = text(value.title);
  const amount = whole(value.amount) ?? 0;
  if (!title && amount === 0) return null;
  return { title, body: text(value.body), amount, repeat: value.repeat === true };
}

/** The sample image state of an order (decision 0364). */
export function sampleImageStatusOf(status: number, upload: UploadRow | undefined): number {
  if (isCancelling(status)) return SAMPLE_IMAGE_STATUS.canceled;
  if (!upload) return SAMPLE_IMAGE_STATUS.disabled;
  return upload.sampleImageStatus;
}

export interface OrderExtras {
  upload?: UploadRow;
  shipping?: { shippedAt: Date | null; deliveredAt: Date | null };
  /** The staff message of the latest move to 4, read for orders waiting at 4 only. */
  reUploadRequest?: { message: string; requestedAt: Date };
}

export function toOrder(
  { order, product, paymentMethod }: OrderWithProduct,
  extras: OrderExtras = {},
): Order {
  const status = statusOf(order.status);
  const options = isRecord(order.options) ? order.options : {};
  const item = isRecord(order.item) ? order.item : {};
  const { chosen, optionIds } = optionsOf(options, item);
  const shipped = status === ORDER_STATUS.shipped || status === ORDER_STATUS.delivered;
  const productName = product?.name ?? text(isRecord(item.product) ? item.product.name : undefined);
  const carrier = shipped ? order.deliveryProvider : null;
  const tracking = shipped ? order.trackingNumber : null;
  return {
    id: order.id,
    orderId: order.orderId,
    purchaseId: order.purchaseId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    productId: order.productId,
    product: product ?? { id: order.productId, name: productName, nameDetail: '', productType: '' },
    shapeId: order.shapeId,
    name: order.name,
    num: order.num,
    size: order.size,
    sizeX: order.sizeX,
    sizeY: order.sizeY,
    status: order.status,
    statusLabel: orderLineStatusLabel(order.status, paymentMethod),
    options: chosen,
    optionIds,
    specification: {
      productName,
      sizeLabel: sizeLabelOf(order, options, item),
      quantityLabel: sheetCount(order.num),
      lines: [
        ...numberingLines(product?.productType ?? text(item.productType), order.num, item),
        ...chosen
          .filter((option) => option.name !== '')
          .map(
            (option) => `${isOptionGroupName(option.group) ? option.label : option.group}：${option.name}`,
          ),
      ],
    },
    deliveryDateProduct: order.deliveryDateProduct,
    deliveryDateOption: order.deliveryDateOption,
    shippingDate: order.shippingDate,
    amountProduct: order.amountProduct,
    amountOption: order.amountOption,
    amountTotal: order.amountTotal,
    point: order.point,
    repeatId: order.repeatId,
    canExampleUse: order.canExampleUse,
    deliveryProvider: carrier,
    deliveryProviderLabel: carrier ? carrierLabel(carrier) : null,
    trackingNumber: tracking,
    trackingUrl: carrier && tracking ? trackingUrl(carrier, tracking) : null,
    shipmentMemo: order.shipmentMemo,
    shippedAt: extras.shipping?.shippedAt?.toISOString() ?? null,
    deliveredAt: extras.shipping?.deliveredAt?.toISOString() ?? null,
    estimateData: order.estimateData ?? null,
    freeFormat: freeFormatOf(order.freeFormat),
    item,
    artwork: extras.upload
      ? {
          originalName: extras.upload.originalName,
          byteSize: extras.upload.byteSize,
          uploadedAt: extras.upload.createdAt.toISOString(),
        }
      : null,
    sampleImageStatus: sampleImageStatusOf(order.status, extras.upload),
    reUploadRequest:
      status === ORDER_STATUS.waitingReUpload && extras.reUploadRequest
        ? {
            message: extras.reUploadRequest.message,
            requestedAt: extras.reUploadRequest.requestedAt.toISOString(),
          }
        : null,
    actions: {
      uploadable: isUploadable(status),
      reUpload: status === ORDER_STATUS.waitingReUpload,
      cancellable: isCancellableByCustomer(status),
      shipmentChangeable: isShipmentChangeable(status),
    },
  };
}

/** An address copy kept on a purchase, whatever its stored shape; null when there is none. */
export function toAddressSnapshot(value: unknown): AddressSnapshot | null {
  if (!isRecord(value)) return null;
  const postal = value.postalCode;
  const postalCode =
    typeof postal === 'number' && Number.isInteger(postal)
      ? postal
      : typeof postal === 'string' && /^\d{3}-?\d{4}$/.test(postal)
        ? Number(postal.replace('-', ''))
        : null;
  const addressLevel1 = text(value.addressLevel1);
  return {
    postalCode,
    addressLevel1,
    prefecture: prefectureLabel(addressLevel1),
    addressLevel2: text(value.addressLevel2),
    addressLine1: text(value.addressLine1),
    addressLine2: text(value.addressLine2),
    organization: text(value.organization),
    familyName: text(value.familyName),
    givenName: text(value.givenName),
    familyKana: text(value.familyKana),
    givenKana: text(value.givenKana),
    tel: text(value.tel),
  };
}

/**
 * A card or PayPay purchase whose payment is not settled: its 3-D Secure challenge, or PayPay's
 * page (decision 0785), may still be open.
 */
export function isAwaitingChallenge(row: Pick<PurchaseRow, 'paymentStatus' | 'paymentMethod'>): boolean {
  return (
    row.paymentStatus === 'authorizing' && (row.paymentMethod === 'epsilon' || row.paymentMethod === 'paypay')
  );
}

/** Paid in full and not refunded: invoices and receipts can be issued (decision 0365). */
export function isPaid(purchase: Pick<PurchaseRow, 'paymentStatus'>): boolean {
  return purchase.paymentStatus === 'paid';
}

export function toPurchase(
  row: PurchaseRow,
  orders: Order[],
  receiptsIssued: number,
  bankTransfer: BankTransfer | null = null,
  deferredPayment: DeferredPayment | null = null,
  invoiceCredit: InvoiceCreditPayment | null = null,
): Purchase {
  const statuses = orders.map((order) => order.status);
  const live = statuses.some((status) => !isCancelling(status));
  const documents = isPaid(row) && live;
  return {
    purchaseId: row.purchaseId,
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentMethodLabel: paymentMethodLabel(row.paymentMethod),
    paymentStatus: row.paymentStatus,
    paid: isPaid(row),
    itemsAmount: row.itemsAmount,
    discount: row.discount,
    pointUse: row.pointUse,
    codFee: row.codFee,
    totalAmount: row.totalAmount,
    taxAmount: row.taxAmount,
    pointEarned: row.pointEarned,
    deliveryTime: row.deliveryTime,
    deliveryTimeLabel: deliveryTimeLabel(row.deliveryTime),
    destination: toAddressSnapshot(row.destinationAddress),
    source: toAddressSnapshot(row.sourceAddress),
    note: row.note,
    thanked: row.thanked,
    bankTransfer,
    deferredPayment,
    invoiceCredit,
    orders,
    actions: {
      // A card purchase left on the issuer's page can be finished or cancelled until its window
      // closes (decision 0656); a charge in flight answers the cancel with 409 for those seconds.
      cancellable:
        (row.paymentStatus !== 'authorizing' || isAwaitingChallenge(row)) && isPurchaseCancellable(statuses),
      finishPayment: isAwaitingChallenge(row),
      shipmentChangeable: isPurchaseShipmentChangeable(statuses),
      // A 請求書 also while a transfer is owed (decisions 0820, 0753): a company pays against it.
      invoice: documents || (live && bankTransfer !== null && isTransferOwed(bankTransfer.state)),
      receipt: documents && row.totalAmount > 0,
    },
    receiptsIssued,
  };
}
