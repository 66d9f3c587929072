// GET /sample-image/{id} (decision 0364): the finished-image preview (仕上がりイメージ) of one of
// the member's orders. The id is the order number (26112000001-1), as on the upload.
import { sampleImageStatusLabel } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { myPageMessages } from '../orders/messages.ts';
import { sampleImageStatusOf } from '../orders/present.ts';
import { findOwnedOrder, latestUploadOf } from './queries.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';

export const SAMPLE_IMAGE_EXISTS = 4;

export interface SampleImage {
  orderId: string;
  status: number;
  label: string;
  imageUrl: string | null;
  updatedAt: string | null;
}

export async function sampleImageOf(db: Database, userId: number, orderId: string): Promise<SampleImage> {
  const order = await findOwnedOrder(db, userId, orderId);
  if (!order) throw notFound(myPageMessages.orderNotFound);
  const upload = (await latestUploadOf(db, order.id)) ?? undefined;
  const status = sampleImageStatusOf(order.status, upload);
  const hasImage = status === SAMPLE_IMAGE_EXISTS && Boolean(upload?.sampleImageKey);
  return {
    orderId: order.orderId,
    status,
    label: sampleImageStatusLabel(status),
    imageUrl: hasImage ? `/api/v2/sample-image/${order.orderId}/image` : null,
    updatedAt: upload ? upload.updatedAt.toISOString() : null,
  };
}

/** The image bytes and type; 404 unless the order is the member's and its image exists. */
export async function sampleImageFile(
  db: Database,
  store: FileStore,
  userId: number,
  orderId: string,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const order = await findOwnedOrder(db, userId, orderId);
  if (!order) throw notFound(myPageMessages.orderNotFound);
  const upload = await latestUploadOf(db, order.id);
  if (!upload?.sampleImageKey || sampleImageStatusOf(order.status, upload) !== SAMPLE_IMAGE_EXISTS) {
    throw notFound();
  }
  return { bytes: await store.read(upload.sampleImageKey), mimeType: upload.sampleImageType ?? 'image/png' };
}
