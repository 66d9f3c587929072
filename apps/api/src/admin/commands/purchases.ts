// purchases:list, purchases:reconcile (decision 0346) and purchases:flagged (decision 0630).
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentMethodLabel } from '@shop/domain/checkout';
import { formatDateTime, formatYen } from '@shop/domain/format';
import type { Database } from '../../db/client.ts';
import { orders, payments, purchases, users } from '../../db/schema.ts';
import { reconcileStalePurchases } from '../../modules/checkout/purchase-service.ts';
import { expireOverdueTransfers } from '../../modules/bank-transfer/expire.ts';
import { isCalendarDay } from '@shop/domain/calendar';
import { readOptions, wholeNumber } from '../admin-input.ts';
import { readTestOnlyAsOf } from '../as-of.ts';

const PAYMENT_STATUSES = ['pending', 'authorizing', 'paid', 'failed', 'refunded', 'on_delivery'] as const;

/** What staff read for each payment status. */
const STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  pending: '未決済',
  authorizing: '決済確認中',
  paid: '決済済み',
  failed: '決済失敗',
  refunded: '返金済み',
  on_delivery: '代引き',
};

const listOptions = {
  email: { type: 'string' },
  status: { type: 'string' },
  limit: { type: 'string' },
} as const;

const listSchema = z.object({
  email: z.string().trim().min(1, { error: 'メールアドレスを指定してください' }).optional(),
  status: z
    .enum(PAYMENT_STATUSES, { error: `状態は ${PAYMENT_STATUSES.join(' / ')} のいずれかで指定してください` })
    .optional(),
  limit: wholeNumber('件数', { min: 1, max: 1000 }).optional(),
});

export async function listPurchases(db: Database, args: string[]): Promise<string> {
  const input = readOptions(args, listOptions, listSchema);
  const conditions: SQL[] = [];
  if (input.email) conditions.push(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
  if (input.status) conditions.push(eq(purchases.paymentStatus, input.status));
  const rows = await db
    .select({
      purchaseId: purchases.purchaseId,
      createdAt: purchases.createdAt,
      email: users.email,
      paymentMethod: purchases.paymentMethod,
      paymentStatus: purchases.paymentStatus,
      totalAmount: purchases.totalAmount,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(purchases.id))
    .limit(input.limit ?? 50);
  if (rows.length === 0) return '該当するご注文はありません';
  const lineCounts = new Map(
    (
      await db
        .select({ purchaseId: orders.purchaseId, lines: count() })
        .from(orders)
        .where(
          inArray(
            orders.purchaseId,
            rows.map((row) => row.purchaseId),
          ),
        )
        .groupBy(orders.purchaseId)
    ).map((row) => [row.purchaseId, row.lines]),
  );
  const table = [
    ['ご注文番号', '日時', '会員', '支払方法', '状態', '合計', '明細'],
    ...rows.map((row) => [
      row.purchaseId,
      formatDateTime(row.createdAt),
      row.email ?? '（退会済み）',
      paymentMethodLabel(row.paymentMethod),
      STATUS_LABELS[row.paymentStatus],
      formatYen(row.totalAmount),
      `${lineCounts.get(row.purchaseId) ?? 0}件`,
    ]),
  ];
  return formatTable(table);
}

/** Columns padded by display width (full-width characters count two), separated by two spaces. */
function formatTable(rows: string[][]): string {
  const width = (text: string) =>
    [...text].reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) <= 0xff ? 1 : 2), 0);
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => width(row[column] ?? '')))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function reconcilePurchasesCommand(app: FastifyInstance, args: string[]): Promise<string> {
  // `--as-of` runs the round as at that time, for the journey of an abandoned PayPay payment
  // (decision 0785), as purchases:expire-transfers' is for transfers.
  const asOf = readTestOnlyAsOf(
    args,
    app.config.appEnv,
    z
      .string()
      .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
        error: '日時は 2026-12-31T10:00:00+09:00 の形で指定してください',
      })
      .transform((value) => new Date(value)),
  );
  const summary = await reconcileStalePurchases(app, asOf ? { now: asOf } : {});
  return [
    `決済確定: ${summary.paid}件`,
    `取り消し（未決済）: ${summary.released}件`,
    `確認できず（時間をおいて再実行してください）: ${summary.unknown}件`,
    `要確認（purchases:flagged で一覧）: ${summary.flagged}件`,
  ].join('\n');
}

/**
 * Bank transfers past their deadline, cancelled now rather than at the next minute's round
 * (decision 0820). `--as-of YYYY-MM-DD` runs it as on that day (noon in Tokyo): test servers only
 * (APP_ENV=test), for the journey of an expired transfer; anywhere else it is refused.
 */
export async function expireTransfersCommand(app: FastifyInstance, args: string[]): Promise<string> {
  const asOf = readTestOnlyAsOf(
    args,
    app.config.appEnv,
    z
      .string()
      .refine(isCalendarDay, { error: '日付は 2026-12-31 の形で指定してください' })
      .transform((day) => new Date(`${day}T12:00:00+09:00`)),
  );
  const now = asOf ?? app.now();
  const { expired } = await expireOverdueTransfers({ db: app.db, now, publicUrl: app.config.publicUrl });
  return `お振込み期限切れでキャンセル: ${expired}件`;
}

/**
 * Card purchases whose charge the provider could not tell about for too long (decision 0630): staff
 * look each up in the provider's own console, oldest first. A purchase leaves the list once the
 * reconciliation settles it.
 */
export async function listFlaggedPurchases(db: Database, args: string[]): Promise<string> {
  readOptions(args, {}, z.object({}));
  const rows = await db
    .select({
      purchaseId: purchases.purchaseId,
      flaggedAt: payments.flaggedAt,
      email: users.email,
      orderNumber: payments.providerReference,
      amount: payments.amount,
    })
    .from(payments)
    .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(isNotNull(payments.flaggedAt), eq(purchases.paymentStatus, 'authorizing')))
    .orderBy(asc(payments.flaggedAt));
  if (rows.length === 0) return '確認が必要なカード決済はありません';
  return formatTable([
    ['ご注文番号', '要確認になった日時', '会員', 'カード会社のオーダー番号', '金額'],
    ...rows.map((row) => [
      row.purchaseId,
      row.flaggedAt ? formatDateTime(row.flaggedAt) : '',
      row.email ?? '（退会済み）',
      row.orderNumber ?? '',
      formatYen(row.amount),
    ]),
  ]);
}
