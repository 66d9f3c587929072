// Order and sample-image statuses with the spec's numbers (point 3) and the customer's words for
// them (point 4). Their zod schemas are in status-schema.ts, so that pages showing a status load
// no zod (decision 0560).

export const ORDER_STATUS = {
  unknown: 0,
  ordered: 1,
  purchased: 2,
  uploaded: 3,
  waitingReUpload: 4,
  datachecked: 5,
  printed: 7,
  shipped: 8,
  delivered: 9,
  waitingPurchase: 10,
  waitingResponse: 12,
  cancelRequested: 90,
  paybackedAll: 91,
  paybacked: 92,
  canceled: 99,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

/** What the customer reads in the order history (spec point 4). */
const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: '確認中',
  1: 'ご注文受付',
  2: 'お支払い済み',
  3: '入稿済み',
  4: '再入稿待ち',
  5: '印刷・加工中',
  7: '印刷・加工中',
  8: '発送済み',
  9: 'お届け済み',
  10: 'お支払い待ち',
  12: 'お客様のご回答待ち',
  90: 'キャンセル手続き中',
  91: 'キャンセル完了',
  92: 'キャンセル完了',
  99: 'キャンセル完了',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as number[]).includes(value);
}

/** The customer's label; a number that is no status reads like unknown (0). */
export function orderStatusLabel(status: number): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : ORDER_STATUS_LABELS[0];
}

export const SAMPLE_IMAGE_STATUS = {
  loading: 0,
  disabled: 1,
  waiting: 2,
  uploaded: 3,
  exists: 4,
  canceled: 9,
} as const;

export type SampleImageStatusName = keyof typeof SAMPLE_IMAGE_STATUS;
export type SampleImageStatus = (typeof SAMPLE_IMAGE_STATUS)[SampleImageStatusName];

export const SAMPLE_IMAGE_STATUSES = Object.values(SAMPLE_IMAGE_STATUS) as SampleImageStatus[];

/** The finished-image preview of an order, as the customer sees its state. */
const SAMPLE_IMAGE_STATUS_LABELS: Record<SampleImageStatus, string> = {
  0: '読み込み中',
  1: '仕上がりイメージはありません',
  2: '仕上がりイメージを作成しています',
  3: 'データを受け付けました',
  4: '仕上がりイメージをご確認いただけます',
  9: 'キャンセルされました',
};

export function isSampleImageStatus(value: unknown): value is SampleImageStatus {
  return typeof value === 'number' && (SAMPLE_IMAGE_STATUSES as number[]).includes(value);
}

/** The customer's label; a number that is no status reads like disabled (1). */
export function sampleImageStatusLabel(status: number): string {
  return isSampleImageStatus(status) ? SAMPLE_IMAGE_STATUS_LABELS[status] : SAMPLE_IMAGE_STATUS_LABELS[1];
}
