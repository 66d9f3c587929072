// GET /v2/thanks/{purchaseId} (spec point 4; decision 0344): the done page asks once; the flag goes
// from 0 to 1 in one conditional update, so of two tabs or a reload only one sees 0 and sends the
// GA4 purchase event. The answer carries the event's parameters, computed from what was stored.
import { documentTexts } from '@shop/domain/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { paymentMethodLabel } from '@shop/domain/checkout';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons, orders, purchases } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { lineFacts, type OrderRow, type PurchaseRow } from './order-lines.ts';
import type { Ecommerce } from './schemas.ts';

/**
 * Purchases the customer may thank for: paid, to be paid on delivery, or placed awaiting a bank
 * transfer ('pending': the order stands, decision 0820).
 */
const FINAL = ['paid', 'on_delivery', 'pending'] as const;

export async function thank(
  db: Database,
  userId: number,
  purchaseId: string,
): Promise<{ thanked: number; ecommerce: Ecommerce }> {
  const mine = and(
    eq(purchases.purchaseId, purchaseId),
    eq(purchases.userId, userId),
    inArray(purchases.paymentStatus, [...FINAL]),
  );
  const [first] = await db
    .update(purchases)
    .set({ thanked: 1 })
    .where(and(mine, eq(purchases.thanked, 0)))
    .returning();
  const purchase = first ?? (await db.select().from(purchases).where(mine).limit(1))[0];
  // Another member's purchase, or one not paid yet, is not found: nothing tells it exists.
  if (!purchase) throw notFound();
  const lines = await db.select().from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(orders.id);
  const [coupon] = await db
    .select({ code: coupons.code })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .where(eq(couponUses.purchaseId, purchaseId))
    .limit(1);
  return { thanked: first ? 0 : purchase.thanked, ecommerce: ecommerceOf(purchase, lines, coupon?.code) };
}

/**
 * GA4's purchase parameters. A line is one item priced at its amount (quantity 1), described as the
 * cart's view_cart and remove_from_cart describe it (decision 0426), so the funnel joins up.
 */
export function ecommerceOf(
  purchase: PurchaseRow,
  lines: readonly OrderRow[],
  couponCode?: string,
): Ecommerce {
  return {
    transaction_id: purchase.purchaseId,
    currency: 'JPY',
    value: purchase.totalAmount,
    tax: purchase.taxAmount,
    shipping: 0,
    ...(couponCode ? { coupon: couponCode } : {}),
    payment_type: paymentMethodLabel(purchase.paymentMethod),
    items: lines.map((line, index) => {
      const facts = lineFacts(line);
      return {
        item_id: String(line.productId),
        item_name: facts.productName || documentTexts.productFallback(line.productId),
        item_category: facts.productType,
        item_variant: [facts.sizeName, `${line.num}${documentTexts.unitSheets}`].filter(Boolean).join(' '),
        price: line.amountTotal,
        quantity: 1,
        index,
      };
    }),
  };
}
