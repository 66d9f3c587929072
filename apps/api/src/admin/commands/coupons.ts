// coupon:create and coupons:list (decision 0346). A coupon's rules are those the checkout judges
// (decision 0342): fixed yen or percent, minimum total, validity period, total uses, once per member.
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseCouponCode } from '@shop/domain/checkout';
import { formatDateTime, formatYen } from '@shop/domain/format';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
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

const createSchema = z
  .object({
    code: requiredOption('クーポンコード')
      .transform(normaliseCouponCode)
      .pipe(
        z.string().regex(/^[A-Z0-9_-]{3,32}$/, {
          error: 'クーポンコードは半角英数字・ハイフン・アンダースコアの3〜32文字で指定してください',
        }),
      ),
    kind: z.enum(['fixed', 'percent'], { error: '種類は fixed（定額）か percent（定率）で指定してください' }),
    amount: wholeNumber('割引額', { min: 1, max: 1_000_000 }),
    minimum: wholeNumber('最低注文金額', { min: 0, max: 10_000_000 }).optional(),
    from: tokyoInstant('開始日').optional(),
    until: tokyoInstant('終了日', { endOfDay: true }).optional(),
    limit: wholeNumber('利用回数の上限', { min: 1, max: 1_000_000 }).optional(),
    'once-per-member': z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent' && value.amount > 100) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: '定率の割引は1〜100（%）で指定してください',
      });
    }
    if (value.from && value.until && value.from.getTime() >= value.until.getTime()) {
      context.addIssue({ code: 'custom', path: ['until'], message: '終了日は開始日より後にしてください' });
    }
  });

export async function createCoupon(db: Database, args: string[]): Promise<string> {
  const input = readOptions(args, createOptions, createSchema);
  const [existing] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${input.code}`)
    .limit(1);
  if (existing) throw new AdminInputError(`クーポンコード ${input.code} は既に登録されています`);
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code,
      kind: input.kind,
      amount: input.amount,
      minimumTotal: input.minimum ?? 0,
      validFrom: input.from ?? null,
      validUntil: input.until ?? null,
      useLimit: input.limit ?? null,
      oncePerMember: input['once-per-member'] ?? false,
    })
    .returning();
  if (!row) throw new Error('coupons insert returned no row');
  return `クーポンを登録しました: ${describeCoupon(row)}`;
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

export async function listCoupons(db: Database, args: string[]): Promise<string> {
  readOptions(args, {}, z.object({}));
  const rows = await db.select().from(coupons).orderBy(desc(coupons.id)).limit(100);
  if (rows.length === 0) return 'クーポンはありません';
  return rows.map(describeCoupon).join('\n');
}
