// Coupons as staff make them (issue 20 point 5, decision 0761). The rules of a new coupon live
// here once: the back office's form, its API and the command line (coupon:create) all judge a
// draft with `couponDraftProblems`. The checkout's judgement of a code is in checkout/coupon.ts.
import { z } from 'zod/mini';
import { isCalendarDay, type CalendarDay } from '../calendar/day.ts';
import { normaliseCouponCode } from '../checkout/coupon.ts';
import { safeString } from '../validation/safe-string.ts';

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const COUPON_AMOUNT_MAX = 1_000_000;
export const COUPON_MINIMUM_MAX = 10_000_000;
export const COUPON_LIMIT_MAX = 1_000_000;

export const couponMessages = {
  codeFormat: 'クーポンコードは半角英数字・ハイフン・アンダースコアの3〜32文字で指定してください',
  codeTaken: (code: string) => `クーポンコード ${code} は既に登録されています`,
  percentRange: '定率の割引は1〜100（%）で指定してください',
  untilBeforeFrom: '終了日は開始日より後にしてください',
  day: '日付は 2026-12-31 の形で指定してください',
  kind: '種類は定額か定率を選んでください',
  notFound: 'クーポンが見つかりません',
} as const;

export type CouponKind = 'fixed' | 'percent';

/** A coupon about to be made: instants already resolved (validUntil is the first instant it no longer works). */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  amount: number;
  minimumTotal: number;
  validFrom: Date | null;
  validUntil: Date | null;
  useLimit: number | null;
  oncePerMember: boolean;
}

/** The rules between fields and on the code, by field; empty when the draft may be made. */
export function couponDraftProblems(draft: CouponDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!COUPON_CODE_PATTERN.test(draft.code)) problems.code = couponMessages.codeFormat;
  if (draft.kind === 'percent' && (draft.amount < 1 || draft.amount > 100)) {
    problems.amount = couponMessages.percentRange;
  }
  if (draft.validFrom && draft.validUntil && draft.validFrom.getTime() >= draft.validUntil.getTime()) {
    problems.validUntil = couponMessages.untilBeforeFrom;
  }
  return problems;
}

/** The first instant of a Tokyo day. */
export const tokyoDayStart = (day: CalendarDay): Date => new Date(`${day}T00:00:00+09:00`);
/** The first instant after a Tokyo day: a coupon valid until 12/31 works through New Year's Eve. */
export const tokyoDayEnd = (day: CalendarDay): Date =>
  new Date(tokyoDayStart(day).getTime() + 24 * 60 * 60 * 1000);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .int({ error: `${label}は半角数字の整数で入力してください` })
    .check(
      z.minimum(min, { error: `${label}は${min.toLocaleString('ja-JP')}以上で入力してください` }),
      z.maximum(max, { error: `${label}は${max.toLocaleString('ja-JP')}以下で入力してください` }),
    );

const optionalDay = () =>
  z.nullable(safeString().check(z.refine(isCalendarDay, { error: couponMessages.day })));

/** POST /api/admin/coupons: days are Tokyo days, both ends included; null is no bound. */
export const couponCreateSchema = z.object({
  code: safeString().check(
    z.overwrite(normaliseCouponCode),
    z.regex(COUPON_CODE_PATTERN, { error: couponMessages.codeFormat }),
  ),
  kind: z.enum(['fixed', 'percent'], { error: couponMessages.kind }),
  amount: wholeNumber('割引', 1, COUPON_AMOUNT_MAX),
  minimumTotal: z._default(wholeNumber('最低注文金額', 0, COUPON_MINIMUM_MAX), 0),
  validFrom: z._default(optionalDay(), null),
  validUntil: z._default(optionalDay(), null),
  useLimit: z._default(z.nullable(wholeNumber('利用回数の上限', 1, COUPON_LIMIT_MAX)), null),
  oncePerMember: z._default(z.boolean(), true),
});
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;

/** The draft a form's days make. */
export function draftOfForm(form: CouponCreate): CouponDraft {
  return {
    code: form.code,
    kind: form.kind,
    amount: form.amount,
    minimumTotal: form.minimumTotal,
    validFrom: form.validFrom ? tokyoDayStart(form.validFrom) : null,
    validUntil: form.validUntil ? tokyoDayEnd(form.validUntil) : null,
    useLimit: form.useLimit,
    oncePerMember: form.oncePerMember,
  };
}

/** PATCH /api/admin/coupons/{id}: pause or resume. */
export const couponPauseSchema = z.object({ paused: z.boolean() });

export const COUPON_STATUSES = ['active', 'paused', 'scheduled', 'expired', 'usedUp'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponStatusLabels: Record<CouponStatus, string> = {
  active: '利用可能',
  paused: '停止中',
  scheduled: '開始前',
  expired: '期間終了',
  usedUp: '上限到達',
};

/** Where a coupon stands now, as the checkout would judge any code (the member's own use aside). */
export function couponStatus(
  coupon: {
    pausedAt: Date | null;
    validFrom: Date | null;
    validUntil: Date | null;
    useLimit: number | null;
    usedCount: number;
  },
  now: Date,
): CouponStatus {
  if (coupon.pausedAt) return 'paused';
  if (coupon.validFrom && now.getTime() < coupon.validFrom.getTime()) return 'scheduled';
  if (coupon.validUntil && now.getTime() >= coupon.validUntil.getTime()) return 'expired';
  if (coupon.useLimit !== null && coupon.usedCount >= coupon.useLimit) return 'usedUp';
  return 'active';
}

/** 「500円引き」「10%引き」 */
export function couponDiscountLabel(kind: CouponKind, amount: number): string {
  return kind === 'fixed' ? `${amount.toLocaleString('ja-JP')}円引き` : `${amount}%引き`;
}

export const couponEntrySchema = z.object({
  id: z.int(),
  code: safeString(),
  kind: z.enum(['fixed', 'percent']),
  amount: z.int(),
  minimumTotal: z.int(),
  validFrom: z.nullable(safeString()),
  /** The last day it works (Tokyo), or null. */
  validUntilDay: z.nullable(safeString()),
  useLimit: z.nullable(z.int()),
  usedCount: z.int(),
  oncePerMember: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  createdAt: safeString(),
});
export type CouponEntry = z.output<typeof couponEntrySchema>;

export const couponListAnswerSchema = z.object({ coupons: z.array(couponEntrySchema) });

export const couponUseSchema = z.object({
  purchaseId: safeString(),
  discount: z.int(),
  usedAt: safeString(),
  /** Given back by a cancellation: no longer counted. */
  returnedAt: z.nullable(safeString()),
  memberName: safeString(),
  memberEmail: safeString(),
});
export type CouponUse = z.output<typeof couponUseSchema>;

export const couponDetailAnswerSchema = z.object({
  coupon: couponEntrySchema,
  uses: z.array(couponUseSchema),
});
export type CouponDetailAnswer = z.output<typeof couponDetailAnswerSchema>;
