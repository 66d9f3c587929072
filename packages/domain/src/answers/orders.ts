// My page's answers (issue 8): purchases, their orders and point movements. Decision:
// docs/decisions/0360-my-page-api.md.
import { z } from 'zod/mini';
import { invoiceCreditPaymentSchema } from '../invoice-credit/answers.ts';
import { addressLineFields } from './address-fields.ts';
import { bankAccountAnswerSchema } from './bank-account.ts';
import { safeString } from '../validation/safe-string.ts';

const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.describe(description));

/** An address as the purchase keeps it: a copy, so later edits of the address book do not change it. */
export const addressSnapshotSchema = z.object({
  postalCode: z.nullable(described(z.int(), '7 digits as a number: 600000 is 060-0000')),
  addressLevel1: described(safeString(), "Prefecture code '01'–'47'"),
  prefecture: described(safeString(), 'Prefecture name (東京都)'),
  ...addressLineFields,
});
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

const optionSchema = z.object({
  group: described(safeString(), 'Option group (adhesive, lamination, …)'),
  label: described(safeString(), 'Its Japanese title (粘着タイプ)'),
  id: z.int(),
  name: safeString(),
});

export const orderSchema = z.object({
  id: z.int(),
  orderId: described(safeString(), 'Order number: purchase number and line, 26112000001-1'),
  purchaseId: safeString(),
  createdAt: described(safeString(), 'ISO 8601'),
  updatedAt: safeString(),
  productId: z.int(),
  product: z.object({
    id: z.int(),
    name: safeString(),
    nameDetail: safeString(),
    productType: safeString(),
  }),
  shapeId: z.nullable(z.int()),
  name: described(safeString(), "The customer's own name for the item"),
  num: z.int(),
  size: z.int(),
  sizeX: z.int(),
  sizeY: z.int(),
  status: z.int(),
  statusLabel: described(safeString(), 'What the status means to the customer (spec point 4)'),
  options: z.array(optionSchema),
  optionIds: described(z.record(safeString(), z.nullable(z.int())), '`${group}Id` → chosen option id'),
  specification: z.object({
    productName: safeString(),
    sizeLabel: described(safeString(), "'50×30mm', or the shape's name"),
    quantityLabel: described(safeString(), "'100枚'"),
    lines: described(z.array(safeString()), 'One line per chosen option: 「粘着タイプ：強粘着」'),
  }),
  deliveryDateProduct: z.int(),
  deliveryDateOption: z.int(),
  shippingDate: described(z.nullable(safeString()), 'Planned shipping day, YYYY-MM-DD (Tokyo)'),
  amountProduct: z.int(),
  amountOption: z.int(),
  amountTotal: z.int(),
  point: z.int(),
  repeatId: z.int(),
  canExampleUse: z.boolean(),
  deliveryProvider: described(z.nullable(safeString()), 'Carrier id, once shipped'),
  deliveryProviderLabel: z.nullable(safeString()),
  trackingNumber: z.nullable(safeString()),
  trackingUrl: z.nullable(safeString()),
  shipmentMemo: z.nullable(safeString()),
  shippedAt: z.nullable(safeString()),
  deliveredAt: z.nullable(safeString()),
  estimateData: z.nullable(z.unknown()),
  freeFormat: z.nullable(
    z.object({ title: safeString(), body: safeString(), amount: z.int(), repeat: z.boolean() }),
  ),
  item: described(z.record(safeString(), z.unknown()), 'The cart item as bought, for repeating the order'),
  artwork: described(
    z.nullable(z.object({ originalName: safeString(), byteSize: z.int(), uploadedAt: safeString() })),
    'The latest artwork file sent for this order',
  ),
  sampleImageStatus: described(
    z.int(),
    'Spec point 3: disabled 1, waiting 2, uploaded 3, exists 4, canceled 9',
  ),
  reUploadRequest: described(
    z.nullable(
      z.object({
        message: described(safeString(), "Staff's message: what to change in the artwork"),
        requestedAt: described(safeString(), 'ISO 8601'),
      }),
    ),
    'Status 4: why the shop asked for a new artwork file (the message the mail quoted); null otherwise',
  ),
  actions: z.object({
    uploadable: z.boolean(),
    reUpload: described(z.boolean(), 'Status 4: the shop asked for the artwork again'),
    cancellable: z.boolean(),
    shipmentChangeable: z.boolean(),
  }),
});
export type Order = z.output<typeof orderSchema>;
export const ordersSchema = z.array(orderSchema);

/**
 * A 銀行振込 purchase's payment (issue 21 point 1, decision 0820), or a 銀行振込（バーチャル口座） one's
 * (point 2, decision 0823): where, how much, by when, what came.
 */
export const bankTransferSchema = z.object({
  account: z.nullable(bankAccountAnswerSchema),
  amount: described(z.int(), 'The yen to transfer: the purchase total'),
  received: described(z.int(), 'What staff recorded as arrived so far'),
  transferName: described(safeString(), 'What to write as 振込名義: the purchase number, then the name'),
  dueDate: described(safeString(), 'YYYY-MM-DD, Asia/Tokyo: the last day a transfer is awaited'),
  dueDateLabel: described(safeString(), 'The due day as customers read it: 2026年12月2日(水)'),
  state: described(
    z.enum(['awaiting', 'short', 'paid', 'over', 'late', 'expired', 'cancelled']),
    'awaiting: nothing arrived; short: less than the amount; paid: the amount; over: more (to be given back); late: a virtual-account deposit after the due day, for staff to decide; expired: cancelled at the deadline; cancelled: withdrawn',
  ),
  virtualAccount: described(
    z.boolean(),
    "銀行振込（バーチャル口座）: the account is this order's own, issued by the provider, and deposits are seen by themselves (no 振込名義 needed)",
  ),
  difference: described(z.int(), 'short: yen still missing; over: yen to give back; else 0'),
  accepted: described(
    z.nullable(z.object({ shortfall: z.int(), at: safeString() })),
    'Staff took a short or late virtual-account deposit as it was (decision 0786): the yen forgiven (0 for a late one in full) and when; null otherwise',
  ),
  closedAt: described(
    z.nullable(safeString()),
    'A virtual account closed at the provider once its order was cancelled or expired (decision 0787); money still arriving is recorded for staff to give back',
  ),
});
export type BankTransfer = z.output<typeof bankTransferSchema>;

/**
 * A 後払い purchase's screening and shipping reports (issue 21 point 4, decision 0826): what the
 * customer reads (審査中, 後払い（請求書は発送後にお届けします）) and what staff check.
 */
export const deferredPaymentSchema = z.object({
  screening: described(
    z.enum(['held', 'ok', 'declined']),
    "held: the provider's person is reviewing, production waits; ok: the provider bills the buyer after shipping; declined: refused after review, the order cancelled",
  ),
  label: described(safeString(), 'The state as the customer reads it (審査中 …)'),
  note: described(safeString(), 'What the customer reads under it'),
  provider: described(safeString(), 'Who sends the invoice (GMO後払い)'),
  shipmentReports: z.array(
    z.object({
      orderId: safeString(),
      carrier: safeString(),
      trackingNumber: safeString(),
      state: described(
        z.enum(['pending', 'sent', 'failed']),
        'pending: about to be sent; sent: the provider took it (it bills the buyer now); failed: the provider could not be told, the shop tries again by itself',
      ),
      attempts: z.int(),
      sentAt: z.nullable(safeString()),
      nextAttemptAt: described(z.nullable(safeString()), 'failed only: when the shop tries again'),
    }),
  ),
  cancelReport: described(
    z.nullable(
      z.object({
        state: z.enum(['pending', 'sent', 'failed']),
        attempts: z.int(),
        sentAt: z.nullable(safeString()),
        nextAttemptAt: z.nullable(safeString()),
      }),
    ),
    'The purchase cancelled before shipping, told to the provider so the buyer is never billed (decision 0845); null when not cancelled',
  ),
});
export type DeferredPayment = z.output<typeof deferredPaymentSchema>;

export const purchaseSchema = z.object({
  purchaseId: safeString(),
  createdAt: safeString(),
  paymentMethod: safeString(),
  paymentMethodLabel: safeString(),
  paymentStatus: safeString(),
  paid: z.boolean(),
  itemsAmount: z.int(),
  discount: z.int(),
  pointUse: z.int(),
  codFee: z.int(),
  totalAmount: z.int(),
  taxAmount: z.int(),
  pointEarned: z.int(),
  deliveryTime: safeString(),
  deliveryTimeLabel: safeString(),
  destination: z.nullable(addressSnapshotSchema),
  source: z.nullable(addressSnapshotSchema),
  note: safeString(),
  thanked: z.int(),
  bankTransfer: described(
    z.nullable(bankTransferSchema),
    '銀行振込 and 銀行振込（バーチャル口座） purchases only',
  ),
  deferredPayment: described(z.nullable(deferredPaymentSchema), '後払い purchases only'),
  invoiceCredit: described(
    z.optional(z.nullable(invoiceCreditPaymentSchema)),
    '請求書払い（掛け払い） purchases only: the monthly invoice it is billed on (decision 0835)',
  ),
  orders: z.array(orderSchema),
  actions: z.object({
    cancellable: z.boolean(),
    finishPayment: described(
      z.boolean(),
      'A card purchase awaiting its 3-D Secure answer: My page offers to finish paying (issue 16)',
    ),
    shipmentChangeable: z.boolean(),
    invoice: described(z.boolean(), 'An invoice can be issued (the purchase is paid)'),
    receipt: z.boolean(),
  }),
  receiptsIssued: described(z.int(), 'Receipts issued so far; the next one says 再発行'),
});
export type Purchase = z.output<typeof purchaseSchema>;
export const purchasesSchema = z.array(purchaseSchema);

/** PUT /v2/cancel/{purchaseId} */
export const cancelAnswerSchema = z.object({
  purchase: described(z.nullable(purchaseSchema), 'null when released: it was never placed'),
  completed: described(z.boolean(), 'true: cancelled at once (nothing was paid); false: refund follows'),
  released: described(z.boolean(), 'true: withdrawn during its 3-D Secure challenge, never charged'),
  pointsReturned: z.int(),
  couponsReturned: z.int(),
  message: safeString(),
});
export type CancelAnswer = z.output<typeof cancelAnswerSchema>;

/**
 * GET /v2/purchases/{id}/challenge: the stored challenge, posted to `redirect` again; for PayPay
 * (decision 0785) `redirect` is PayPay's payment page, opened as a link (pareq, md, termUrl empty).
 */
export const resumableChallengeSchema = z.object({
  method: described(
    z.enum(['epsilon', 'paypay']),
    'epsilon: post the form to the issuer; paypay: go to redirect',
  ),
  pareq: safeString(),
  redirect: safeString(),
  md: safeString(),
  termUrl: safeString(),
  closesAt: described(safeString(), 'When the 30-minute window closes (ISO 8601)'),
});
export type ResumableChallenge = z.output<typeof resumableChallengeSchema>;

/** GET /v2/paypay/payments/{merchantPaymentId}: where a PayPay payment stands (decision 0785). */
export const payPayStatusSchema = z.object({
  state: described(z.enum(['paid', 'awaiting', 'released']), 'released: nothing was ordered or charged'),
  purchaseId: safeString(),
  message: described(z.nullable(safeString()), 'Why the order was not placed (released only)'),
});
export type PayPayStatus = z.output<typeof payPayStatusSchema>;

/** PUT /v2/shipment/{purchaseId} */
export const shipmentChangeAnswerSchema = z.object({ purchase: purchaseSchema, message: safeString() });

export const pointMovementSchema = z.object({
  id: z.int(),
  kind: z.enum(['earned', 'spent', 'returned', 'granted', 'revoked']),
  kindLabel: safeString(),
  amount: described(z.int(), 'Signed: spent and revoked are negative'),
  purchaseId: z.nullable(safeString()),
  orderId: z.nullable(safeString()),
  memo: safeString(),
  createdAt: safeString(),
});
export type PointMovement = z.output<typeof pointMovementSchema>;

export const pointsAnswerSchema = z.object({
  holdingPoint: z.int(),
  pendingPoint: described(z.int(), 'Points of orders not yet delivered, earned at delivery'),
  movements: z.array(pointMovementSchema),
});
export type Points = z.output<typeof pointsAnswerSchema>;
