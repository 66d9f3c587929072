// A purchase as the lines of an invoice (decision 0365): each order not cancelled at its amount,
// then the cash-on-delivery fee, the coupon and the points used as negative lines. Points issued
// by the shop itself are a discount on the sale (値引き), not a means of payment.
import { documentTexts } from '@shop/domain/messages';
import type { InvoiceLine } from '../../documents/invoice.ts';
import type { PurchaseRow } from '../orders/queries.ts';
import type { Order } from '../orders/schemas.ts';

function specificationOf(order: Order): string {
  const parts = [order.specification.sizeLabel, ...order.specification.lines].filter((part) => part !== '');
  const name = order.name ? `「${order.name}」` : '';
  return [name, parts.join(' / ')].filter((part) => part !== '').join(' ');
}

export function invoiceLines(purchase: PurchaseRow, liveOrders: readonly Order[]): InvoiceLine[] {
  const date = purchase.createdAt;
  const lines: InvoiceLine[] = liveOrders.map((order) => ({
    date,
    name: `${order.specification.productName || order.product.name}（${order.orderId}）`,
    specification: specificationOf(order),
    quantity: order.num,
    amount: order.amountTotal,
  }));
  if (purchase.codFee > 0)
    lines.push({
      date,
      name: documentTexts.codFee,
      quantity: 1,
      unit: documentTexts.unitSet,
      amount: purchase.codFee,
    });
  if (purchase.discount > 0)
    lines.push({
      date,
      name: documentTexts.couponDiscount,
      quantity: 1,
      unit: documentTexts.unitSet,
      amount: -purchase.discount,
    });
  if (purchase.pointUse > 0)
    lines.push({
      date,
      name: documentTexts.pointUse,
      quantity: 1,
      unit: documentTexts.unitSet,
      amount: -purchase.pointUse,
    });
  return lines;
}

export function linesTotal(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
