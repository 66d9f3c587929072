// The answers of My page's calls (decision 0360), as far as the screens read them. valibot keeps
// the route chunks small (decision 0207); unknown fields are ignored so an added API field breaks
// nothing.
import * as v from 'valibot';
import { integerSchema, jsonObjectSchema } from '../../../lib/api-answer';

export const addressSnapshotSchema = v.object({
  postalCode: v.nullable(integerSchema),
  prefecture: v.string(),
  addressLevel2: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  organization: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  tel: v.string(),
});
export type AddressSnapshot = v.InferOutput<typeof addressSnapshotSchema>;

export const orderSchema = v.object({
  id: integerSchema,
  orderId: v.string(),
  purchaseId: v.string(),
  createdAt: v.string(),
  productId: integerSchema,
  product: v.object({ id: integerSchema, name: v.string(), productType: v.string() }),
  name: v.string(),
  num: integerSchema,
  status: integerSchema,
  statusLabel: v.string(),
  specification: v.object({
    productName: v.string(),
    sizeLabel: v.string(),
    quantityLabel: v.string(),
    lines: v.array(v.string()),
  }),
  shippingDate: v.nullable(v.string()),
  amountProduct: integerSchema,
  amountOption: integerSchema,
  amountTotal: integerSchema,
  point: integerSchema,
  repeatId: integerSchema,
  deliveryProviderLabel: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  trackingUrl: v.nullable(v.string()),
  shippedAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  freeFormat: v.nullable(
    v.object({ title: v.string(), body: v.string(), amount: integerSchema, repeat: v.boolean() }),
  ),
  item: jsonObjectSchema,
  artwork: v.nullable(
    v.object({ originalName: v.string(), byteSize: integerSchema, uploadedAt: v.string() }),
  ),
  sampleImageStatus: integerSchema,
  actions: v.object({
    uploadable: v.boolean(),
    reUpload: v.boolean(),
    cancellable: v.boolean(),
    shipmentChangeable: v.boolean(),
  }),
});
export type Order = v.InferOutput<typeof orderSchema>;

export const purchaseSchema = v.object({
  purchaseId: v.string(),
  createdAt: v.string(),
  paymentMethodLabel: v.string(),
  paid: v.boolean(),
  itemsAmount: integerSchema,
  discount: integerSchema,
  pointUse: integerSchema,
  codFee: integerSchema,
  totalAmount: integerSchema,
  taxAmount: integerSchema,
  pointEarned: integerSchema,
  deliveryTime: v.string(),
  deliveryTimeLabel: v.string(),
  destination: v.nullable(addressSnapshotSchema),
  source: v.nullable(addressSnapshotSchema),
  orders: v.array(orderSchema),
  actions: v.object({
    cancellable: v.boolean(),
    shipmentChangeable: v.boolean(),
    invoice: v.boolean(),
    receipt: v.boolean(),
  }),
  receiptsIssued: integerSchema,
});
export type Purchase = v.InferOutput<typeof purchaseSchema>;

export const pointMovementSchema = v.object({
  id: integerSchema,
  kind: v.string(),
  kindLabel: v.string(),
  amount: integerSchema,
  purchaseId: v.nullable(v.string()),
  memo: v.string(),
  createdAt: v.string(),
});
export type PointMovement = v.InferOutput<typeof pointMovementSchema>;

export const pointsSchema = v.object({
  holdingPoint: integerSchema,
  pendingPoint: integerSchema,
  movements: v.array(pointMovementSchema),
});
export type Points = v.InferOutput<typeof pointsSchema>;

export const estimateChildSchema = v.object({
  no: integerSchema,
  amountWithTax: integerSchema,
  name: v.optional(v.string()),
  specification: v.optional(v.string()),
  num: v.optional(integerSchema),
});
export type EstimateChild = v.InferOutput<typeof estimateChildSchema>;

export const estimateSchema = v.object({
  id: integerSchema,
  createdAt: v.string(),
  estimateNumber: v.string(),
  status: integerSchema,
  statusLabel: v.string(),
  title: v.string(),
  response: v.object({ children: v.array(estimateChildSchema), notes: v.optional(v.string()) }),
  validUntil: v.nullable(v.string()),
  active: v.boolean(),
  pdfUrl: v.nullable(v.string()),
});
export type Estimate = v.InferOutput<typeof estimateSchema>;

export const issuedDocumentSchema = v.object({
  url: v.string(),
  fileName: v.string(),
  documentNumber: v.string(),
  reissue: v.boolean(),
});
export type IssuedDocument = v.InferOutput<typeof issuedDocumentSchema>;
