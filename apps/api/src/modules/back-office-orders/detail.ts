// GET /api/admin/purchases/{purchaseId}: a purchase as staff need it: every order with its full
// specification (My page's own presentation), the customer, payment, coupon, points, every artwork
// version, the status history and the mails sent about it.
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import { staffMoveTargets } from '@shop/domain/back-office';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { StaffPurchase } from '@shop/domain/answers';
import type { Database } from '../../db/client.ts';
import { isViewableImage } from '../uploads/serve-upload.ts';
import { coupons, mailOutbox, orderEvents, orders, payments, uploads, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { findPurchaseByNumber } from '../orders/queries.ts';
import { presentPurchases } from '../orders/service.ts';
import { backOfficeOrderMessages as messages } from './messages.ts';
import { repeatOriginsOf } from './repeat-origins.ts';

export async function purchaseForStaff(db: Database, purchaseId: string): Promise<StaffPurchase> {
  const row = await findPurchaseByNumber(db, purchaseId);
  if (!row) throw notFound(messages.purchaseNotFound);
  const [[purchase], [member], orderRows, [payment], coupon] = await Promise.all([
    presentPurchases(db, [row]),
    db.select().from(users).where(eq(users.id, row.userId)),
    db.select().from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(asc(orders.id)),
    db.select().from(payments).where(eq(payments.purchaseId, purchaseId)).orderBy(desc(payments.id)).limit(1),
    row.couponId === null
      ? Promise.resolve([])
      : db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, row.couponId)),
  ]);
  if (!purchase || !member) throw notFound(messages.purchaseNotFound);
  const ids = orderRows.map((order) => order.id);
  const orderNumber = new Map(orderRows.map((order) => [order.id, order.orderId]));
  const [artworkRows, eventRows, mailRows, origins] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(uploads)
          .where(inArray(uploads.orderId, ids))
          .orderBy(asc(uploads.createdAt), asc(uploads.id)),
    ids.length === 0
      ? []
      : db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, ids))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    member.email
      ? db
          .select({ subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, member.email), like(mailOutbox.text, `%${purchaseId}%`)))
          .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      : [],
    repeatOriginsOf(db, row.userId, orderRows),
  ]);
  return {
    purchase,
    customer: {
      userId: member.id,
      email: member.email,
      name: `${member.familyName} ${member.givenName}`.trim() || member.organization,
      kana: `${member.familyKana} ${member.givenKana}`.trim(),
      tel: member.tel,
      left: member.leftAt !== null,
    },
    couponCode: coupon[0]?.code ?? null,
    payment: payment
      ? {
          method: payment.method,
          status: payment.status,
          amount: payment.amount,
          maskedCardNo: payment.maskedCardNo,
        }
      : null,
    artworks: artworkRows.map((upload) => ({
      orderId: orderNumber.get(upload.orderId ?? 0) ?? '',
      uploadId: upload.id,
      viewable: isViewableImage(upload),
      originalName: upload.originalName,
      byteSize: upload.byteSize,
      uploadedAt: upload.createdAt.toISOString(),
      sampleImageStatus: upload.sampleImageStatus,
      carriedFrom: origins.carriedKeys.get(upload.storageKey) ?? null,
    })),
    repeatOrigins: origins.byOrder,
    events: eventRows.map((event) => ({
      orderId: orderNumber.get(event.orderId) ?? '',
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      memo: event.memo,
      at: event.createdAt.toISOString(),
    })),
    mails: mailRows.map((mail) => ({
      subject: mail.subject,
      status: mail.status,
      at: mail.createdAt.toISOString(),
    })),
    nextStatuses: Object.fromEntries(
      orderRows.map((order) => [order.orderId, staffMoveTargets(statusOf(order.status))]),
    ),
    refundable: orderRows.some((order) => order.status === ORDER_STATUS.cancelRequested),
  };
}
