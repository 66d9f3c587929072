// Points granted or taken by staff (issue 20 point 5, decision 0761). The reason is stored as the
// movement's memo, which the member reads in the points history on My page.
import { z } from 'zod/mini';
import { pointsAnswerSchema } from '../answers/orders.ts';
import { emailField } from '../validation/email.ts';
import { requiredText } from '../validation/text-fields.ts';
import { safeString } from '../validation/safe-string.ts';

export const POINT_ADJUST_MAX = 1_000_000;
export const POINT_REASON_MAX = 200;

export const pointMessages = {
  memberNotFound: 'このメールアドレスの会員は見つかりません',
  overBalance: (name: string, balance: string) =>
    `${name} 様の保有ポイント（${balance}）より多くは取り消せません`,
} as const;

export const pointAdjustSchema = z.object({
  email: emailField(),
  direction: z.enum(['grant', 'take'], { error: '付与か取り消しを選んでください' }),
  amount: z
    .int({ error: 'ポイント数は半角数字の整数で入力してください' })
    .check(
      z.minimum(1, { error: 'ポイント数は1以上で入力してください' }),
      z.maximum(POINT_ADJUST_MAX, { error: 'ポイント数は1,000,000以下で入力してください' }),
    ),
  reason: requiredText({ max: POINT_REASON_MAX }),
});
export type PointAdjustInput = z.input<typeof pointAdjustSchema>;
export type PointAdjust = z.output<typeof pointAdjustSchema>;

export const pointAdjustAnswerSchema = z.object({
  memberName: safeString(),
  email: safeString(),
  /** Signed: what the balance moved by. */
  amount: z.int(),
  balance: z.int(),
});
export type PointAdjustAnswer = z.output<typeof pointAdjustAnswerSchema>;

/** GET /api/admin/points?email=: a member's points as the member reads them on My page. */
export const memberPointsQuerySchema = z.object({ email: emailField() });

export const memberPointsAnswerSchema = z.object({
  memberName: safeString(),
  email: safeString(),
  points: pointsAnswerSchema,
});
export type MemberPointsAnswer = z.output<typeof memberPointsAnswerSchema>;
