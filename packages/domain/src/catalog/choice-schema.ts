import { z } from 'zod';

const yen = z.number().int().nonnegative();

/**
 * How a choice adds to the price, all tax excluded. The three parts add up, so a foil that needs
 * a set-up charge and a per-piece charge is one rule. `percent` is of the product amount (after
 * the delivery rate), so it scales with size and quantity like the product itself.
 */
export const pricingRuleSchema = z.object({
  perPiece: yen.default(0),
  perOrder: yen.default(0),
  percent: z.number().int().min(0).max(300).default(0),
});
export type PricingRule = z.infer<typeof pricingRuleSchema>;

export const optionChoiceSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  pricing: pricingRuleSchema.default({ perPiece: 0, perOrder: 0, percent: 0 }),
  /** Business days this choice adds before shipping (summed into deliveryDateOption). */
  additionalDays: z.number().int().min(0).max(30).default(0),
  /** The explicit "なし" choice (products 141 and 144 offer one in their groups). */
  none: z.boolean().default(false),
  description: z.string().optional(),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

export const optionGroupSchema = z
  .object({
    /** Overrides the default step title of `optionGroupLabels`. */
    label: z.string().optional(),
    /** A required group must be answered before the item can go to the cart; an optional one may stay unselected. */
    required: z.boolean().default(false),
    choices: z.array(optionChoiceSchema).min(1),
  })
  .superRefine((group, ctx) => {
    const ids = group.choices.map((choice) => choice.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'choice ids must be unique', path: ['choices'] });
    }
  });
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** What the configurator and an order hold for a chosen option: the choice's id and name. */
export const optionSelectionSchema = z.object({ id: z.number().int(), name: z.string() });
export type OptionSelection = z.infer<typeof optionSelectionSchema>;

export type OptionChoiceInput = z.input<typeof optionChoiceSchema>;
export type OptionGroupInput = z.input<typeof optionGroupSchema>;
