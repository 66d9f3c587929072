// Staff commands for orders until a back office exists (issue 8, decision 0368): move an order
// along the transition table (data checked, printed, shipped with carrier and tracking number,
// delivered — which grants its points —, cancelled and refunded), ask for artwork again, show a
// finished image. Each change is one transaction with its status event and the customer's mail.
// Exported as (db, args, context?) functions for src/admin/cli.ts.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  canTransition,
  isCancellationComplete,
  orderStatusLabel,
  type OrderStatus,
  type OrderStatusName,
  SAMPLE_IMAGE_STATUS,
} from '@shop/domain/orders';
import { CARRIER_IDS, normaliseTrackingNumber, trackingNumberProblem } from '@shop/domain/shipping';
import type { Database, Transaction } from '../db/client.ts';
import { orders, uploads, users } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { enqueueMail } from '../mail/queue.ts';
import { memberMailTarget, sampleImageReadyMail } from '../modules/orders/order-mails.ts';
import { statusOf } from '../modules/orders/purchase-rules.ts';
import { findPurchaseByNumber, orderRowsOfPurchase, type OrderRow } from '../modules/orders/queries.ts';
import { applyStaffMove, type AppliedMove } from '../modules/orders/staff-move.ts';
import { detectFileKind, KIND_MIME_TYPES } from '../lib/file-kind.ts';
import { latestUploadOf } from '../modules/uploads/queries.ts';
import { HEAD_BYTES } from '../lib/file-store/file-store.ts';
import { openFileStore } from '../lib/file-store/open-file-store.ts';
import { CommandError, defaultContext, type CommandContext } from './command-context.ts';

const ORDER_NUMBER = /^\d{11}-\d{1,3}$/;

const statusNames = Object.keys(ORDER_STATUS) as OrderStatusName[];

/** A status as staff type it: its number (8) or its name (shipped). */
export const statusArgSchema = z.union([
  z.coerce.number().pipe(z.literal(ORDER_STATUSES)),
  z.enum(statusNames as [OrderStatusName, ...OrderStatusName[]]).transform((name) => ORDER_STATUS[name]),
]);

export const moveOrderArgsSchema = z
  .object({
    /** An order number (26112000001-1), or a purchase number to move all its open orders. */
    order: z
      .string()
      .trim()
      .regex(/^\d{11}(-\d{1,3})?$/, {
        error: 'ご注文番号（11桁）または明細番号（11桁-枝番）を指定してください',
      }),
    to: statusArgSchema,
    carrier: z.enum(CARRIER_IDS).optional(),
    trackingNumber: z.string().overwrite(normaliseTrackingNumber).optional(),
    /** Why (cancellation, question to the customer); shown in the customer's mail where one is sent. */
    memo: z.string().trim().max(2000).default(''),
  })
  .refine((args) => args.to !== ORDER_STATUS.shipped || (args.carrier && args.trackingNumber), {
    error: '発送済みにするには、配送業者（yamato, sagawa, japanpost）と送り状番号が必要です',
    path: ['trackingNumber'],
  })
  .superRefine((args, ctx) => {
    // The carrier's own form of tracking number (decision 0741), as the back office checks it.
    const problem =
      args.carrier && args.trackingNumber ? trackingNumberProblem(args.carrier, args.trackingNumber) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['trackingNumber'] });
  })
  .refine((args) => args.to !== ORDER_STATUS.waitingReUpload || args.memo.length > 0, {
    error: '再入稿をお願いする理由を入力してください',
    path: ['memo'],
  });
export type MoveOrderArgs = z.input<typeof moveOrderArgsSchema>;

export type MoveOrderResult = AppliedMove;

function parse<T extends z.ZodType>(schema: T, args: unknown): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw new CommandError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}

/** The orders a command acts on, locked: one order, or the open orders of a purchase. */
async function targetOrders(tx: Transaction, order: string, to: OrderStatus) {
  const purchaseId = order.slice(0, 11);
  const purchase = await findPurchaseByNumber(tx, purchaseId, { lock: true });
  if (!purchase) throw new CommandError(`注文 ${purchaseId} が見つかりません`);
  const all = await orderRowsOfPurchase(tx, purchaseId, { lock: true });
  let targets: OrderRow[];
  if (ORDER_NUMBER.test(order)) {
    const one = all.find((row) => row.orderId === order);
    if (!one) throw new CommandError(`ご注文 ${order} が見つかりません`);
    targets = [one];
  } else {
    // A purchase: every order not finally cancelled and not already there.
    targets = all.filter((row) => !isCancellationComplete(statusOf(row.status)) && row.status !== to);
    if (targets.length === 0) throw new CommandError(`注文 ${purchaseId} に対象のご注文がありません`);
  }
  const refused = targets.filter((row) => !canTransition(statusOf(row.status), to, 'staff'));
  if (refused.length > 0) {
    const list = refused
      .map((row) => `${row.orderId}（${row.status} ${orderStatusLabel(row.status)}）`)
      .join('、');
    throw new CommandError(
      `${list} は ${to}（${orderStatusLabel(to)}）に変更できません（遷移表 decision 0153）`,
    );
  }
  return { purchase, all, targets };
}

/**
 * Moves an order (or every open order of a purchase) to `to`, as staff, through the transition
 * table. Shipped needs carrier and tracking number; delivered grants the order's points; a
 * purchase whose orders all end their cancellation gets its coupon and points back (and, with a
 * refund, its payment marked refunded).
 */
export async function moveOrder(
  db: Database,
  rawArgs: MoveOrderArgs,
  context: CommandContext = defaultContext(),
): Promise<MoveOrderResult> {
  const args = parse(moveOrderArgsSchema, rawArgs);
  const to = args.to;
  const { now, config } = context;
  try {
    return await db.transaction(async (tx) => {
      const { purchase, all, targets } = await targetOrders(tx, args.order, to);
      const shipments = new Map(
        args.carrier && args.trackingNumber
          ? targets.map((row) => [
              row.orderId,
              { carrier: args.carrier ?? '', trackingNumber: args.trackingNumber ?? '' },
            ])
          : [],
      );
      return applyStaffMove(tx, purchase, all, targets, to, {
        now,
        publicUrl: config.publicUrl,
        memo: args.memo,
        shipments,
      });
    });
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(error.message);
    throw error;
  }
}

export const requestArtworkAgainArgsSchema = z.object({
  order: z.string().trim().regex(ORDER_NUMBER, { error: '明細番号（11桁-枝番）を指定してください' }),
  reason: z.string().trim().min(1, { error: '再入稿をお願いする理由を入力してください' }).max(2000),
});
export type RequestArtworkAgainArgs = z.input<typeof requestArtworkAgainArgsSchema>;

/** Asks the customer for new artwork (status 4) with the reason, which their mail quotes. */
export async function requestArtworkAgain(
  db: Database,
  rawArgs: RequestArtworkAgainArgs,
  context: CommandContext = defaultContext(),
): Promise<MoveOrderResult> {
  const args = parse(requestArtworkAgainArgsSchema, rawArgs);
  return moveOrder(db, { order: args.order, to: ORDER_STATUS.waitingReUpload, memo: args.reason }, context);
}

export const setSampleImageArgsSchema = z.object({
  order: z.string().trim().regex(ORDER_NUMBER, { error: '明細番号（11桁-枝番）を指定してください' }),
  /** A PNG or JPEG of the finished sticker; without it the order shows 作成中 (2). */
  file: z.string().min(1).optional(),
});
export type SetSampleImageArgs = z.input<typeof setSampleImageArgsSchema>;

/**
 * The finished image (仕上がりイメージ) of an order's latest artwork: with a file, it is stored and
 * shown to the customer (status 4, and a mail); without, the order shows that it is being made (2).
 */
export async function setSampleImage(
  db: Database,
  rawArgs: SetSampleImageArgs,
  context: CommandContext = defaultContext(),
): Promise<{ orderId: string; sampleImageStatus: number }> {
  const args = parse(setSampleImageArgsSchema, rawArgs);
  const { now, config } = context;
  const [order] = await db.select().from(orders).where(eq(orders.orderId, args.order)).limit(1);
  if (!order) throw new CommandError(`ご注文 ${args.order} が見つかりません`);
  const upload = await latestUploadOf(db, order.id);
  if (!upload) throw new CommandError(`ご注文 ${args.order} にはまだ入稿がありません`);
  if (!args.file) {
    await db
      .update(uploads)
      .set({ sampleImageStatus: SAMPLE_IMAGE_STATUS.waiting, updatedAt: now })
      .where(eq(uploads.id, upload.id));
    return { orderId: order.orderId, sampleImageStatus: SAMPLE_IMAGE_STATUS.waiting };
  }
  const bytes = await fs.promises.readFile(args.file);
  const kind = await detectFileKind(bytes.subarray(0, HEAD_BYTES));
  if (kind !== 'png' && kind !== 'jpeg')
    throw new CommandError('仕上がりイメージは PNG または JPEG にしてください');
  const store = openFileStore(config);
  const key = await store.put('sample-image', bytes);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(uploads)
        .set({
          sampleImageStatus: SAMPLE_IMAGE_STATUS.exists,
          sampleImageKey: key,
          sampleImageType: KIND_MIME_TYPES[kind],
          updatedAt: now,
        })
        .where(eq(uploads.id, upload.id));
      const target = await memberMailTarget(tx, order.userId);
      if (target) await enqueueMail(tx, sampleImageReadyMail(config.publicUrl, target, order), now);
    });
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  if (upload.sampleImageKey) await store.remove(upload.sampleImageKey).catch(() => undefined);
  return { orderId: order.orderId, sampleImageStatus: SAMPLE_IMAGE_STATUS.exists };
}

export const listOrdersArgsSchema = z.object({ status: statusArgSchema });
export type ListOrdersArgs = z.input<typeof listOrdersArgsSchema>;

/** The orders waiting in a status (oldest first), for the staff's daily round. */
export async function listOrdersInStatus(db: Database, rawArgs: ListOrdersArgs) {
  const args = parse(listOrdersArgsSchema, rawArgs);
  const rows = await db
    .select({
      orderId: orders.orderId,
      status: orders.status,
      productId: orders.productId,
      num: orders.num,
      amountTotal: orders.amountTotal,
      shippingDate: orders.shippingDate,
      email: users.email,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.status, args.status))
    .orderBy(orders.createdAt, orders.id);
  return rows.map((row) => ({ ...row, statusLabel: orderStatusLabel(row.status) }));
}
