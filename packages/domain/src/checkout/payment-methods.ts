// Payment methods of spec point 9. Eight may be offered now (card, cash on delivery, full points,
// bank transfer, bank transfer to a virtual account, PayPay, 後払い, invoice credit for approved companies: issue 21); the others keep their ids and labels so past orders and a later launch
// read the same. Which offered ones a shop switches on is its configuration (PAYMENT_METHODS).
import { ORDER_STATUS, type OrderStatus } from '../orders/status.ts';

export const PAYMENT_METHODS = [
  { id: 'epsilon', label: 'クレジットカード', offered: true },
  { id: 'point', label: '全額ポイント払い', offered: true },
  { id: 'paypay', label: 'PayPay', offered: true },
  { id: 'vbank', label: '銀行振込（バーチャル口座）', offered: true },
  { id: 'bank', label: '銀行振込', offered: true },
  { id: 'gmoab', label: '後払い', offered: true },
  { id: 'gmokb', label: '請求書払い（掛け払い）', offered: true },
  { id: 'onDelivery', label: '代金引換', offered: true },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export type OfferedPaymentMethodId = Extract<(typeof PAYMENT_METHODS)[number], { offered: true }>['id'];

export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((method) => method.id) as [
  PaymentMethodId,
  ...PaymentMethodId[],
];
export const OFFERED_PAYMENT_METHOD_IDS: readonly OfferedPaymentMethodId[] = [
  'epsilon',
  'onDelivery',
  'point',
  'bank',
  'paypay',
  'vbank',
  'gmoab',
  'gmokb',
];

export const DEFAULT_PAYMENT_METHOD: OfferedPaymentMethodId = 'epsilon';
/** The card provider's instalment code for a single payment (spec point 9: default "10"). */
export const DEFAULT_INSTALLMENT = '10';

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'string' && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

export function isOfferedPaymentMethod(value: unknown): value is OfferedPaymentMethodId {
  return typeof value === 'string' && (OFFERED_PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/** The customer's label ('クレジットカード'); '' for an id that is no payment method. */
export function paymentMethodLabel(id: string): string {
  return PAYMENT_METHODS.find((method) => method.id === id)?.label ?? '';
}

/**
 * The status a new order starts in: prepaid methods wait for the payment's confirmation, points
 * are paid at once, cash on delivery and the deferred methods need nothing paid before shipping.
 * Decision: docs/decisions/0153-order-status-transitions.md.
 */
export function initialOrderStatus(method: PaymentMethodId): OrderStatus {
  switch (method) {
    case 'point':
      return ORDER_STATUS.purchased;
    case 'onDelivery':
    case 'gmoab':
    case 'gmokb':
      return ORDER_STATUS.ordered;
    case 'epsilon':
    case 'paypay':
    case 'vbank':
    case 'bank':
      return ORDER_STATUS.waitingPurchase;
  }
}
