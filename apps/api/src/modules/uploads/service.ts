// POST /upload (decision 0363): the artwork of one order. The file is streamed to a temporary
// file and checked; only then, in one transaction, is it moved into the store, recorded, and the
// order moved to 入稿済み (3) through the transition table. A refused or interrupted upload leaves
// no file behind.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_STATUS, SAMPLE_IMAGE_STATUS, isUploadable } from '@shop/domain/orders';
import { orderEventMemos, orderMessages } from '@shop/domain/messages';
import type { Config, UploadLimits } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { malformedMultipart } from '../../lib/malformed-multipart.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { myPageMessages } from '../orders/messages.ts';
import { artworkReceivedMail, artworkReceivedStaffMail, memberMailTarget } from '../orders/order-mails.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { KIND_MIME_TYPES } from '../../lib/file-kind.ts';
import { uploadMessages } from './messages.ts';
import { hasActiveContent } from './active-content.ts';
import { findOwnedOrder, insertUpload, pruneOrderUploads, storedBytesOf } from './queries.ts';
import { fileTooLarge, receiveFile, type ReceivedFile } from './receive-file.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { safeString } from '@shop/domain/validation';

export const orderNumberSchema = safeString({ error: uploadMessages.orderNumber }).check(
  z.trim(),
  z.regex(/^\d{11}-\d{1,3}$/, { error: uploadMessages.orderNumber }),
  z.describe('Order number, 26112000001-1'),
);

const fieldsSchema = z.object({ order_id: orderNumberSchema });

export interface UploadDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'shopStaffEmail'>;
  store: FileStore;
  now: () => Date;
  maxBytes: number;
  /** Versions kept per order and the member's quota (decision 0613). */
  limits: Pick<UploadLimits, 'versionsPerOrder' | 'memberQuotaBytes'>;
}

const MB = 1024 * 1024;

/** 413 when the member's stored uploads, the new one included, pass the quota. */
async function checkQuota(tx: Transaction, userId: number, quotaBytes: number): Promise<void> {
  if ((await storedBytesOf(tx, userId)) <= quotaBytes) return;
  const message = uploadMessages.quotaExceeded(Math.max(1, Math.floor(quotaBytes / MB)));
  throw new HttpError(413, message, { file: message });
}

export interface UploadResult {
  orderId: string;
  upload: { id: number; originalName: string; byteSize: number; mimeType: string; uploadedAt: string };
}

/** The order if the member may send artwork for it now; 404 when it is not theirs, 409 when not now. */
async function uploadTarget(db: Database | Transaction, userId: number, orderId: string, lock = false) {
  const order = await findOwnedOrder(db, userId, orderId, { lock });
  if (!order) throw notFound(myPageMessages.orderNotFound);
  if (!isUploadable(statusOf(order.status))) throw conflict(orderMessages.uploadNotAccepted);
  return order;
}

function multipartProblem(error: unknown, maxBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest({ file: uploadMessages.oneFileOnly }, uploadMessages.oneFileOnly);
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest({ file: uploadMessages.interrupted }, uploadMessages.interrupted);
    default:
      return malformedMultipart(error, 'file') ?? error;
  }
}

/** Reads the multipart body: one `file`, one `order_id`, in either order. */
async function readParts(request: FastifyRequest, userId: number, deps: UploadDeps) {
  let file: ReceivedFile | null = null;
  let orderId: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== null) {
          part.file.resume();
          throw badRequest({ file: uploadMessages.oneFileOnly }, uploadMessages.oneFileOnly);
        }
        file = await receiveFile(part, deps.store, deps.maxBytes);
      } else if (part.fieldname === 'order_id') {
        orderId = part.value;
        // Sent before the file: refuse a wrong order before receiving megabytes for it.
        if (file === null)
          await uploadTarget(deps.db, userId, fieldsSchema.parse({ order_id: orderId }).order_id);
      }
    }
  } catch (error) {
    if (file) await deps.store.discard(file.staged);
    if (error instanceof z.ZodError) throw badRequest({ order_id: uploadMessages.orderNumber });
    throw multipartProblem(error, deps.maxBytes);
  }
  return { file, orderId };
}

export async function uploadArtwork(
  request: FastifyRequest,
  userId: number,
  deps: UploadDeps,
): Promise<UploadResult> {
  if (!request.isMultipart())
    throw badRequest({ file: uploadMessages.notMultipart }, uploadMessages.notMultipart);
  const { file, orderId } = await readParts(request, userId, deps);
  if (file === null) throw badRequest({ file: uploadMessages.fileMissing });
  let committedKey: string | null = null;
  let replacedKeys: string[] = [];
  try {
    const fields = fieldsSchema.safeParse({ order_id: orderId });
    if (!fields.success) throw badRequest({ order_id: uploadMessages.orderNumber });
    const activeContent = await hasActiveContent(file.staged.localPath, file.kind);
    const now = deps.now();
    const result = await deps.db.transaction(async (tx) => {
      const order = await uploadTarget(tx, userId, fields.data.order_id, true);
      committedKey = await deps.store.commit(file.staged, 'artwork');
      const upload = await insertUpload(tx, {
        userId,
        orderId: order.id,
        storageKey: committedKey,
        originalName: file.originalName,
        mimeType: KIND_MIME_TYPES[file.kind],
        byteSize: file.staged.byteSize,
        activeContent,
        // データを受け付けました, until staff make the finished image (decision 0364).
        sampleImageStatus: SAMPLE_IMAGE_STATUS.uploaded,
        createdAt: now,
        updatedAt: now,
      });
      // Only the newest versions stay; the quota counts what is kept (decision 0613).
      replacedKeys = await pruneOrderUploads(tx, order.id, deps.limits.versionsPerOrder);
      await checkQuota(tx, userId, deps.limits.memberQuotaBytes);
      // Replacing artwork before the data check keeps status 3; otherwise the table decides.
      if (order.status !== ORDER_STATUS.uploaded) {
        await changeOrderStatus(tx, order, ORDER_STATUS.uploaded, 'customer', {
          now,
          memo: orderEventMemos.artworkUploaded(file.originalName),
          message: orderMessages.uploadNotAccepted,
        });
      }
      const target = await memberMailTarget(tx, userId);
      if (target)
        await enqueueMail(
          tx,
          artworkReceivedMail(deps.config.publicUrl, target, order, file.originalName),
          now,
        );
      await enqueueMail(
        tx,
        artworkReceivedStaffMail(deps.config.shopStaffEmail, order.orderId, file.originalName),
        now,
      );
      return {
        orderId: order.orderId,
        upload: {
          id: upload.id,
          originalName: upload.originalName,
          byteSize: upload.byteSize,
          mimeType: upload.mimeType,
          uploadedAt: upload.createdAt.toISOString(),
        },
      };
    });
    // Files of the versions let go, once their rows are gone for good.
    await Promise.all(replacedKeys.map((key) => deps.store.remove(key).catch(() => undefined)));
    return result;
  } catch (error) {
    if (committedKey !== null) await deps.store.remove(committedKey).catch(() => undefined);
    throw error;
  } finally {
    await deps.store.discard(file.staged);
  }
}
