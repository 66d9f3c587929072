import { z } from 'zod/mini';
import { intBetween, nonNegativeInt } from '../validation/numbers.ts';
import { safeString } from '../validation/safe-string.ts';

const yen = nonNegativeInt();

/**
 * How a choice adds to the price, all tax excluded. The three parts add up, so a foil that needs
 * a set-up charge and a per-piece charge is one rule. `percent` is of the product amount (after
 * the delivery rate), so it scales with size and quantity like the product itself.
 */
export const pricingRuleSchema = z.object({
  perPiece: z._default(yen, 0),
  perOrder: z._default(yen, 0),
  percent: z._default(intBetween(0, 300), 0),
});
export type PricingRule = z.infer<typeof pricingRuleSchema>;

export const optionChoiceSchema = z.object({
  id: nonNegativeInt(),
  name: safeString().check(z.minLength(1)),
  pricing: z._default(pricingRuleSchema, { perPiece: 0, perOrder: 0, percent: 0 }),
  /** Business days this choice adds before shipping (summed into deliveryDateOption). */
  additionalDays: z._default(intBetween(0, 30), 0),
  /** The explicit "なし" choice (products 141 and 144 offer one in their groups). */
  none: z._default(z.boolean(), false),
  description: z.optional(safeString()),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

export const optionGroupSchema = z
  .object({
    /** Overrides the default step title of `optionGroupLabels`. */
    label: z.optional(safeString()),
    /** A required group must be answered before the item can go to the cart; an optional one may stay unselected. */
    required: z._default(z.boolean(), false),
    choices: z.array(optionChoiceSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((group, ctx) => {
      const ids = group.choices.map((choice) => choice.id);
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', message: 'choice ids must be unique', path: ['choices'] });
      }
    }),
  );
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** What the configurator and an order hold for a chosen option: the choice's id and name. */
export const optionSelectionSchema = z.object({ id: z.int(), name: safeString() });
export type OptionSelection = z.infer<typeof optionSelectionSchema>;

export type OptionChoiceInput = z.input<typeof optionChoiceSchema>;
export type OptionGroupInput = z.input<typeof optionGroupSchema>;
