// coupon:create and coupons:list (decision 0346). A coupon's rules are those the checkout judges
// (decision 0342): fixed yen or percent, minimum total, validity period, total uses, once per member.
import { z } from 'zod';
import { normaliseCouponCode } from '@shop/domain/checkout';
import { formatDateTime, formatYen } from '@shop/domain/format';
import {
  COUPON_AMOUNT_MAX,
  COUPON_LIMIT_MAX,
  COUPON_MINIMUM_MAX,
  couponMessages,
  couponStatusLabels,
  couponStatus,
} from '@shop/domain/promotions';
import type { Database } from '../../db/client.ts';
import type { coupons } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  createCoupon as createCouponRow,
  listCoupons as couponRows,
} from '../../modules/promotions/coupons.ts';
import { AdminInputError, readOptions, requiredOption, tokyoInstant, wholeNumber } from '../admin-input.ts';

const createOptions = {
  code: { type: 'string' },
  kind: { type: 'string' },
  amount: { type: 'string' },
  minimum: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  limit: { type: 'string' },
  'once-per-member': { type: 'boolean' },
} as const;

// The shape of the options only: the rules of a coupon (code, percent range, period) are the
// domain's couponDraftProblems, judged by the same service the back office calls (decision 0761).
const createSchema = z.object({
  code: requiredOption('クーポンコード').transform(normaliseCouponCode),
  kind: z.enum(['fixed', 'percent'], { error: '種類は fixed（定額）か percent（定率）で指定してください' }),
  amount: wholeNumber('割引額', { min: 1, max: COUPON_AMOUNT_MAX }),
  minimum: wholeNumber('最低注文金額', { min: 0, max: COUPON_MINIMUM_MAX }).optional(),
  from: tokyoInstant('開始日').optional(),
  until: tokyoInstant('終了日', { endOfDay: true }).optional(),
  limit: wholeNumber('利用回数の上限', { min: 1, max: COUPON_LIMIT_MAX }).optional(),
  'once-per-member': z.boolean().optional(),
});

/** The CLI's option names for the draft's fields, so a refusal names the option typed. */
const OPTION_OF_FIELD: Record<string, string> = {
  code: 'code',
  amount: 'amount',
  minimumTotal: 'minimum',
  validFrom: 'from',
  validUntil: 'until',
  useLimit: 'limit',
};

export async function createCoupon(db: Database, args: string[], now: Date): Promise<string> {
  const input = readOptions(args, createOptions, createSchema);
  try {
    const row = await createCouponRow(
      db,
      {
        code: input.code,
        kind: input.kind,
        amount: input.amount,
        minimumTotal: input.minimum ?? 0,
        validFrom: input.from ?? null,
        validUntil: input.until ?? null,
        useLimit: input.limit ?? null,
        oncePerMember: input['once-per-member'] ?? false,
      },
      { now, actor: 'command-line' },
    );
    return `クーポンを登録しました: ${describeCoupon(row)}`;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      const lines = Object.entries(error.errors).map(([field, message]) =>
        message === couponMessages.codeTaken(input.code)
          ? message
          : `--${OPTION_OF_FIELD[field] ?? field}: ${message}`,
      );
      throw new AdminInputError(lines.join('\n') || error.message);
    }
    throw error;
  }
}

type CouponRow = typeof coupons.$inferSelect;

export function describeCoupon(row: CouponRow): string {
  const parts = [
    row.code,
    row.kind === 'fixed' ? `${formatYen(row.amount)}引き` : `${row.amount}%引き`,
    row.minimumTotal > 0 ? `${formatYen(row.minimumTotal)}以上` : '金額条件なし',
    `期間 ${row.validFrom ? formatDateTime(row.validFrom) : '指定なし'}〜${
      row.validUntil ? formatDateTime(new Date(row.validUntil.getTime() - 60_000)) : '指定なし'
    }`,
    row.useLimit === null ? `利用 ${row.usedCount}回（上限なし）` : `利用 ${row.usedCount}/${row.useLimit}回`,
    row.oncePerMember ? '1会員1回' : '何度でも',
  ];
  return parts.join('、');
}

export async function listCoupons(db: Database, args: string[], now: Date): Promise<string> {
  readOptions(args, {}, z.object({}));
  const rows = await couponRows(db, 100);
  if (rows.length === 0) return 'クーポンはありません';
  return rows
    .map((row) => `${describeCoupon(row)}、${couponStatusLabels[couponStatus(row, now)]}`)
    .join('\n');
}
