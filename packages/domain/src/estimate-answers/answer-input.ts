// What staff send to answer an estimate request in the back office (issue 20 point 3; decision
// 0752): priced lines, each in one 案 (alternative). Lines of the same 案 are sold together and
// summed; different 案 are alternatives of which the customer orders one (decision 0665).
import { z } from 'zod/mini';
import { optionGroupNames } from '../catalog/option-groups.ts';
import { positiveInt } from '../validation/numbers.ts';
import { optionalText, requiredText } from '../validation/text-fields.ts';

/** At most this many 案 and lines in one answer: more reads as a price list, not an estimate. */
export const ESTIMATE_ALTERNATIVES_MAX = 5;
export const ESTIMATE_LINES_MAX = 20;
/** Staff's own price for special work, tax included (a sanity bound, not a business rule). */
export const ESTIMATE_LINE_AMOUNT_MAX = 100_000_000;
/** How long an answer holds when staff do not say (decision 0366). */
export const ESTIMATE_VALID_DAYS_DEFAULT = 30;

const whole = (message: string, min: number, max: number) =>
  z.int({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message }));

const alternativeField = whole(
  `案は1から${ESTIMATE_ALTERNATIVES_MAX}までの番号で選んでください`,
  1,
  ESTIMATE_ALTERNATIVES_MAX,
);

/** A catalogue product as the configurator would price it: the shop's pricing decides the amount. */
export const catalogLineSchema = z.object({
  kind: z.literal('catalog'),
  alternative: alternativeField,
  productId: positiveInt(),
  /** Millimetres; 0 for products sold in fixed shapes. */
  sizeX: whole('サイズ（幅）を0〜10000mmの整数で入力してください', 0, 10_000),
  sizeY: whole('サイズ（高さ）を0〜10000mmの整数で入力してください', 0, 10_000),
  shapeId: z.optional(z.nullable(z.int())),
  num: whole('数量を1以上の整数で入力してください', 1, 10_000_000),
  deliveryDays: whole('納期を選んでください', 0, 365),
  /** The chosen choice id of each option group; a group left out is "none". */
  options: z._default(z.partialRecord(z.enum(optionGroupNames), z.int()), {}),
});
export type CatalogLine = z.output<typeof catalogLineSchema>;

/** Work the catalogue does not price (a special material, a die, design work): staff set the price. */
export const specialLineSchema = z.object({
  kind: z.literal('special'),
  alternative: alternativeField,
  name: requiredText({ max: 100 }),
  specification: optionalText({ max: 300 }),
  num: z.optional(whole('数量を1以上の整数で入力してください', 1, 10_000_000)),
  amountWithTax: whole(
    `金額（税込）を0〜${ESTIMATE_LINE_AMOUNT_MAX.toLocaleString('ja-JP')}円の整数で入力してください`,
    0,
    ESTIMATE_LINE_AMOUNT_MAX,
  ),
});
export type SpecialLine = z.output<typeof specialLineSchema>;

export const estimateLineSchema = z.discriminatedUnion('kind', [catalogLineSchema, specialLineSchema]);
export type EstimateLine = z.output<typeof estimateLineSchema>;

export const estimateLinesSchema = z
  .array(estimateLineSchema)
  .check(
    z.minLength(1, { error: '明細を1行以上入力してください' }),
    z.maxLength(ESTIMATE_LINES_MAX, { error: `明細は${ESTIMATE_LINES_MAX}行までです` }),
  );

/** The whole answer: its title (件名), validity, notes (備考) and lines. */
export const staffEstimateAnswerSchema = z.object({
  title: requiredText({ max: 100 }),
  validDays: z._default(whole('有効期間を1〜365日で入力してください', 1, 365), ESTIMATE_VALID_DAYS_DEFAULT),
  notes: optionalText({ max: 1000, multiline: true }),
  lines: estimateLinesSchema,
});
export type StaffEstimateAnswer = z.output<typeof staffEstimateAnswerSchema>;
export type StaffEstimateAnswerInput = z.input<typeof staffEstimateAnswerSchema>;

/** Only the lines, for the back office's "金額を計算" before the answer is sent. */
export const estimateLinesInputSchema = z.object({ lines: estimateLinesSchema });
