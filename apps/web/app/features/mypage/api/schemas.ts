// The answers of My page's calls (decision 0360), as far as the screens read them. zod/mini keeps
// the route chunks small; unknown fields are ignored so an added API field breaks nothing.
import * as z from 'zod/mini';

export const addressSnapshotSchema = z.object({
  postalCode: z.nullable(z.int()),
  prefecture: z.string(),
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  tel: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

export const orderSchema = z.object({
  id: z.int(),
  orderId: z.string(),
  purchaseId: z.string(),
  createdAt: z.string(),
  productId: z.int(),
  product: z.object({ id: z.int(), name: z.string(), productType: z.string() }),
  name: z.string(),
  num: z.int(),
  status: z.int(),
  statusLabel: z.string(),
  specification: z.object({
    productName: z.string(),
    sizeLabel: z.string(),
    quantityLabel: z.string(),
    lines: z.array(z.string()),
  }),
  shippingDate: z.nullable(z.string()),
  amountProduct: z.int(),
  amountOption: z.int(),
  amountTotal: z.int(),
  point: z.int(),
  repeatId: z.int(),
  deliveryProviderLabel: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  shippedAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  freeFormat: z.nullable(
    z.object({ title: z.string(), body: z.string(), amount: z.int(), repeat: z.boolean() }),
  ),
  item: z.record(z.string(), z.unknown()),
  artwork: z.nullable(z.object({ originalName: z.string(), byteSize: z.int(), uploadedAt: z.string() })),
  sampleImageStatus: z.int(),
  actions: z.object({
    uploadable: z.boolean(),
    reUpload: z.boolean(),
    cancellable: z.boolean(),
    shipmentChangeable: z.boolean(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export const purchaseSchema = z.object({
  purchaseId: z.string(),
  createdAt: z.string(),
  paymentMethodLabel: z.string(),
  paid: z.boolean(),
  itemsAmount: z.int(),
  discount: z.int(),
  pointUse: z.int(),
  codFee: z.int(),
  totalAmount: z.int(),
  taxAmount: z.int(),
  pointEarned: z.int(),
  deliveryTime: z.string(),
  deliveryTimeLabel: z.string(),
  destination: z.nullable(addressSnapshotSchema),
  source: z.nullable(addressSnapshotSchema),
  orders: z.array(orderSchema),
  actions: z.object({
    cancellable: z.boolean(),
    shipmentChangeable: z.boolean(),
    invoice: z.boolean(),
    receipt: z.boolean(),
  }),
  receiptsIssued: z.int(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const pointMovementSchema = z.object({
  id: z.int(),
  kind: z.string(),
  kindLabel: z.string(),
  amount: z.int(),
  purchaseId: z.nullable(z.string()),
  memo: z.string(),
  createdAt: z.string(),
});
export type PointMovement = z.infer<typeof pointMovementSchema>;

export const pointsSchema = z.object({
  holdingPoint: z.int(),
  pendingPoint: z.int(),
  movements: z.array(pointMovementSchema),
});
export type Points = z.infer<typeof pointsSchema>;

export const estimateChildSchema = z.object({
  no: z.int(),
  amountWithTax: z.int(),
  name: z.optional(z.string()),
  specification: z.optional(z.string()),
  num: z.optional(z.int()),
});
export type EstimateChild = z.infer<typeof estimateChildSchema>;

export const estimateSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  estimateNumber: z.string(),
  status: z.int(),
  statusLabel: z.string(),
  title: z.string(),
  response: z.object({ children: z.array(estimateChildSchema), notes: z.optional(z.string()) }),
  validUntil: z.nullable(z.string()),
  active: z.boolean(),
  pdfUrl: z.nullable(z.string()),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const issuedDocumentSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  documentNumber: z.string(),
  reissue: z.boolean(),
});
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;
