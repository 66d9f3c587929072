// The back office's order answers (issue 19): the search list, a purchase with everything staff
// need, the Today counts. Decision: docs/decisions/0740-staff-order-search.md.
import { z } from 'zod/mini';
import { purchaseSchema } from './orders.ts';
import { safeString } from '../validation/safe-string.ts';

export const staffOrderRowSchema = z.object({
  orderId: safeString(),
  purchaseId: safeString(),
  createdAt: safeString(),
  status: z.int(),
  statusLabel: safeString(),
  productName: safeString(),
  num: z.int(),
  amountTotal: z.int(),
  shippingDate: z.nullable(safeString()),
  paymentMethod: safeString(),
  paymentMethodLabel: safeString(),
  customerName: safeString(),
  customerEmail: z.nullable(safeString()),
  destinationName: safeString(),
  deliveryProvider: z.nullable(safeString()),
  trackingNumber: z.nullable(safeString()),
  /** Where staff may move it by a plain move (decision 0744). */
  nextStatuses: z.array(z.int()),
});
export type StaffOrderRow = z.output<typeof staffOrderRowSchema>;

export const staffOrderListSchema = z.object({
  rows: z.array(staffOrderRowSchema),
  total: z.int(),
  page: z.int(),
  perPage: z.int(),
  pageCount: z.int(),
});
export type StaffOrderList = z.output<typeof staffOrderListSchema>;

export const staffPurchaseSchema = z.object({
  purchase: purchaseSchema,
  customer: z.object({
    userId: z.int(),
    email: z.nullable(safeString()),
    name: safeString(),
    kana: safeString(),
    tel: safeString(),
    left: z.boolean(),
  }),
  couponCode: z.nullable(safeString()),
  payment: z.nullable(
    z.object({
      method: safeString(),
      status: safeString(),
      amount: z.int(),
      maskedCardNo: z.nullable(safeString()),
    }),
  ),
  artworks: z.array(
    z.object({
      orderId: safeString(),
      /** For GET /api/admin/uploads/{uploadId} (the file, as an attachment) and its image view. */
      uploadId: z.int(),
      /** A PNG or JPEG without active content: shown in the page's image viewer (decision 0751). */
      viewable: z.boolean(),
      originalName: safeString(),
      byteSize: z.int(),
      uploadedAt: safeString(),
      sampleImageStatus: z.int(),
      /** The order number this file was carried from by a reorder (decision 0806); null when sent here. */
      carriedFrom: z._default(z.nullable(safeString()), null),
    }),
  ),
  /**
   * Per order number, the member's own order it repeats (リピート元, decision 0806): its number and
   * its purchase's, for the link to that purchase's page.
   */
  repeatOrigins: z._default(
    z.record(safeString(), z.object({ orderId: safeString(), purchaseId: safeString() })),
    {},
  ),
  events: z.array(
    z.object({
      orderId: safeString(),
      from: z.int(),
      to: z.int(),
      actor: safeString(),
      memo: safeString(),
      at: safeString(),
    }),
  ),
  mails: z.array(z.object({ subject: safeString(), status: safeString(), at: safeString() })),
  nextStatuses: z.record(safeString(), z.array(z.int())),
  /** A refund can finish the cancellation: orders at 90 and a paid card payment. */
  refundable: z.boolean(),
});
export type StaffPurchase = z.output<typeof staffPurchaseSchema>;

export const staffMoveAnswerSchema = z.object({
  moved: z.array(z.object({ orderId: safeString(), from: z.int(), to: z.int(), label: safeString() })),
  mailsQueued: z.int(),
});
export type StaffMoveAnswer = z.output<typeof staffMoveAnswerSchema>;

export const todayAnswerSchema = z.object({
  workDay: safeString(),
  counts: z.object({
    newOrders: z.int(),
    artworkToCheck: z.int(),
    proofsWaiting: z.int(),
    toShipToday: z.int(),
    lateShipments: z.int(),
    estimateRequestsOpen: z.int(),
    messagesOpen: z.int(),
    samplesOpen: z.int(),
    chargesInDoubt: z.int(),
    transfersShort: z.int(),
  }),
});
export type TodayAnswer = z.output<typeof todayAnswerSchema>;
