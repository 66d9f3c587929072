// My page's answers (issue 8): purchases, their orders and point movements, as zod schemas that
// validate the response and describe it in /api/docs. Decision: docs/decisions/0360-my-page-api.md.
import { z } from 'zod';
import { DELIVERY_TIMES, type DeliveryTime } from '../checkout/schemas.ts';

// The checkout's delivery time slots (decision 0343), so a change offers exactly what checkout did.
const deliveryTimeSchema = z.enum(DELIVERY_TIMES.map((slot) => slot.id) as [DeliveryTime, ...DeliveryTime[]]);

/** An 11-digit purchase number in a path (spec point 2: /mypage/histories/{purchaseId}). */
export const purchaseIdParams = z.object({
  purchaseId: z
    .string()
    .regex(/^\d{11}$/, { error: '注文番号は11桁の数字です' })
    .describe('11-digit purchase number'),
});

/** GET /purchases/{id}: the spec names the parameter id. */
export const purchaseDetailParams = z.object({
  id: z
    .string()
    .regex(/^\d{11}$/, { error: '注文番号は11桁の数字です' })
    .describe('11-digit purchase number'),
});

export const purchaseListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

/** An address as the purchase keeps it: a copy, so later edits of the address book do not change it. */
export const addressSnapshotSchema = z.object({
  postalCode: z.number().int().nullable().describe('7 digits as a number: 600000 is 060-0000'),
  addressLevel1: z.string().describe("Prefecture code '01'–'47'"),
  prefecture: z.string().describe('Prefecture name (東京都)'),
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  familyKana: z.string(),
  givenKana: z.string(),
  tel: z.string(),
});
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

const optionSchema = z.object({
  group: z.string().describe('Option group (adhesive, lamination, …)'),
  label: z.string().describe('Its Japanese title (粘着タイプ)'),
  id: z.number().int(),
  name: z.string(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  orderId: z.string().describe('Order number: purchase number and line, 26112000001-1'),
  purchaseId: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string(),
  productId: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    nameDetail: z.string(),
    productType: z.string(),
  }),
  shapeId: z.number().int().nullable(),
  name: z.string().describe("The customer's own name for the item"),
  num: z.number().int(),
  size: z.number().int(),
  sizeX: z.number().int(),
  sizeY: z.number().int(),
  status: z.number().int(),
  statusLabel: z.string().describe('What the status means to the customer (spec point 4)'),
  options: z.array(optionSchema),
  optionIds: z.record(z.string(), z.number().int().nullable()).describe('`${group}Id` → chosen option id'),
  specification: z.object({
    productName: z.string(),
    sizeLabel: z.string().describe("'50×30mm', or the shape's name"),
    quantityLabel: z.string().describe("'100枚'"),
    lines: z.array(z.string()).describe('One line per chosen option: 「粘着タイプ：強粘着」'),
  }),
  deliveryDateProduct: z.number().int(),
  deliveryDateOption: z.number().int(),
  shippingDate: z.string().nullable().describe('Planned shipping day, YYYY-MM-DD (Tokyo)'),
  amountProduct: z.number().int(),
  amountOption: z.number().int(),
  amountTotal: z.number().int(),
  point: z.number().int(),
  repeatId: z.number().int(),
  canExampleUse: z.boolean(),
  deliveryProvider: z.string().nullable().describe('Carrier id, once shipped'),
  deliveryProviderLabel: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shipmentMemo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  estimateData: z.unknown().nullable(),
  freeFormat: z
    .object({ title: z.string(), body: z.string(), amount: z.number().int(), repeat: z.boolean() })
    .nullable(),
  item: z.record(z.string(), z.unknown()).describe('The cart item as bought, for repeating the order'),
  artwork: z
    .object({ originalName: z.string(), byteSize: z.number().int(), uploadedAt: z.string() })
    .nullable()
    .describe('The latest artwork file sent for this order'),
  sampleImageStatus: z
    .number()
    .int()
    .describe('Spec point 3: disabled 1, waiting 2, uploaded 3, exists 4, canceled 9'),
  actions: z.object({
    uploadable: z.boolean(),
    reUpload: z.boolean().describe('Status 4: the shop asked for the artwork again'),
    cancellable: z.boolean(),
    shipmentChangeable: z.boolean(),
  }),
});
export type Order = z.output<typeof orderSchema>;

export const purchaseSchema = z.object({
  purchaseId: z.string(),
  createdAt: z.string(),
  paymentMethod: z.string(),
  paymentMethodLabel: z.string(),
  paymentStatus: z.string(),
  paid: z.boolean(),
  itemsAmount: z.number().int(),
  discount: z.number().int(),
  pointUse: z.number().int(),
  codFee: z.number().int(),
  totalAmount: z.number().int(),
  taxAmount: z.number().int(),
  pointEarned: z.number().int(),
  deliveryTime: z.string(),
  deliveryTimeLabel: z.string(),
  destination: addressSnapshotSchema.nullable(),
  source: addressSnapshotSchema.nullable(),
  note: z.string(),
  thanked: z.number().int(),
  orders: z.array(orderSchema),
  actions: z.object({
    cancellable: z.boolean(),
    shipmentChangeable: z.boolean(),
    invoice: z.boolean().describe('An invoice can be issued (the purchase is paid)'),
    receipt: z.boolean(),
  }),
  receiptsIssued: z.number().int().describe('Receipts issued so far; the next one says 再発行'),
});
export type Purchase = z.output<typeof purchaseSchema>;

export const shipmentBodySchema = z.object({
  purchaseId: z
    .string()
    .regex(/^\d{11}$/)
    .optional()
    .describe('Repeats the path; must agree when sent'),
  destination: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .describe('A destination id of the address book; 0 = the registered address'),
  source: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .nullable()
    .default(0)
    .describe('A source id of the address book; 0 or null = the registered address, as at checkout'),
  deliveryTime: deliveryTimeSchema.default('none'),
});
export type ShipmentBody = z.output<typeof shipmentBodySchema>;

export const pointMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['earned', 'spent', 'returned', 'granted', 'revoked']),
  kindLabel: z.string(),
  amount: z.number().int().describe('Signed: spent and revoked are negative'),
  purchaseId: z.string().nullable(),
  orderId: z.string().nullable(),
  memo: z.string(),
  createdAt: z.string(),
});

export const pointsAnswerSchema = z.object({
  holdingPoint: z.number().int(),
  pendingPoint: z.number().int().describe('Points of orders not yet delivered, earned at delivery'),
  movements: z.array(pointMovementSchema),
});
