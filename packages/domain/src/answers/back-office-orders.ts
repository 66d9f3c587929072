// The back office's order answers (issue 19): the search list, a purchase with everything staff
// need, the Today counts. Decision: docs/decisions/0740-staff-order-search.md.
import { z } from 'zod/mini';
import { purchaseSchema } from './orders.ts';

export const staffOrderRowSchema = z.object({
  orderId: z.string(),
  purchaseId: z.string(),
  createdAt: z.string(),
  status: z.int(),
  statusLabel: z.string(),
  productName: z.string(),
  num: z.int(),
  amountTotal: z.int(),
  shippingDate: z.nullable(z.string()),
  paymentMethod: z.string(),
  paymentMethodLabel: z.string(),
  customerName: z.string(),
  customerEmail: z.nullable(z.string()),
  destinationName: z.string(),
  deliveryProvider: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
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
    email: z.nullable(z.string()),
    name: z.string(),
    kana: z.string(),
    tel: z.string(),
    left: z.boolean(),
  }),
  couponCode: z.nullable(z.string()),
  payment: z.nullable(
    z.object({
      method: z.string(),
      status: z.string(),
      amount: z.int(),
      maskedCardNo: z.nullable(z.string()),
    }),
  ),
  artworks: z.array(
    z.object({
      orderId: z.string(),
      originalName: z.string(),
      byteSize: z.int(),
      uploadedAt: z.string(),
      sampleImageStatus: z.int(),
    }),
  ),
  events: z.array(
    z.object({
      orderId: z.string(),
      from: z.int(),
      to: z.int(),
      actor: z.string(),
      memo: z.string(),
      at: z.string(),
    }),
  ),
  mails: z.array(z.object({ subject: z.string(), status: z.string(), at: z.string() })),
  nextStatuses: z.record(z.string(), z.array(z.int())),
  /** A refund can finish the cancellation: orders at 90 and a paid card payment. */
  refundable: z.boolean(),
});
export type StaffPurchase = z.output<typeof staffPurchaseSchema>;

export const staffMoveAnswerSchema = z.object({
  moved: z.array(z.object({ orderId: z.string(), from: z.int(), to: z.int(), label: z.string() })),
  mailsQueued: z.int(),
});
export type StaffMoveAnswer = z.output<typeof staffMoveAnswerSchema>;

export const todayAnswerSchema = z.object({
  workDay: z.string(),
  counts: z.object({
    newOrders: z.int(),
    artworkToCheck: z.int(),
    proofsWaiting: z.int(),
    toShipToday: z.int(),
    lateShipments: z.int(),
    estimateRequestsOpen: z.int(),
    messagesOpen: z.int(),
    chargesInDoubt: z.int(),
  }),
});
export type TodayAnswer = z.output<typeof todayAnswerSchema>;
