// POST /v2/calcprice (spec point 7): the server's price of one item, the authority over the
// browser's. `PriceDetail` (pricing) is this schema's output, so the engine, the API's answer and
// the app's reading of it are one definition.
import { z } from 'zod/mini';
import { optionGroupNames, type OptionGroupName } from '../catalog/option-groups.ts';
import { safeString } from '../validation/safe-string.ts';

const yen = () => z.int();

/** A chosen option in the price detail: its name and what it adds, tax included. */
export const detailOptionSchema = z.object({ id: z.int(), name: safeString(), amount: yen() });

const detailOptionOrNone = z.nullable(detailOptionSchema);
const optionLines = Object.fromEntries(
  optionGroupNames.map((group) => [group, detailOptionOrNone]),
) as Record<OptionGroupName, typeof detailOptionOrNone>;

/**
 * The spec's price detail. Every amount is integer yen, tax included (総額表示), and
 * amountTotal = amountProduct + amountOption = the sum of the option amounts + amountProduct.
 */
export const priceDetailSchema = z.object({
  product: z.object({ id: z.int(), name: safeString(), nameDetail: safeString() }),
  sizeName: safeString(),
  num: z.int(),
  /** Business days to shipping: the chosen delivery plus the options' additional days. */
  deliveryDateProduct: z.int(),
  deliveryDateOption: z.int(),
  amountProduct: yen(),
  amountOption: yen(),
  amountTotal: yen(),
  /** The 10% consumption tax contained in amountTotal. */
  tax: yen(),
  point: yen(),
  freeFormat: detailOptionOrNone,
  ...optionLines,
});

export const calcPriceAnswerSchema = z.object({
  detail: priceDetailSchema,
  /** The item as priced, with its size class, delivery rate and amounts filled in. */
  cartItem: z.looseObject({
    size: z.int(),
    deliveryDateOption: z.int(),
    amountProduct: yen(),
    amountOption: yen(),
    amountTotal: yen(),
  }),
  /** The order row the item would become (option ids, amounts as charged). */
  order: z.record(safeString(), z.unknown()),
});
export type CalcPriceAnswer = z.output<typeof calcPriceAnswerSchema>;

/** POST /v2/nums: the enabled quantities of each item. */
export const enabledNumsAnswerSchema = z.array(
  z.object({ id: z.int(), nums: z.array(z.int()), sizeName: safeString() }),
);

/** POST /v2/shape: the shape of a numbering, POP or emboss item. */
export const shapeAnswerSchema = z.object({ id: z.int(), name: safeString(), sealSize: z.number() });
