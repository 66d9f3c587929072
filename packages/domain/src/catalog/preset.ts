import { z } from 'zod/mini';
import { nonNegativeInt, positiveInt } from '../validation/numbers.ts';
import { optionGroupNames } from './option-groups.ts';

/**
 * A ready-made configuration (purpose pages, gallery): what the configurator is opened with.
 * Options are choice ids by group; anything left out is chosen by the customer.
 */
export const presetSchema = z.object({
  sizeX: z.optional(positiveInt()),
  sizeY: z.optional(positiveInt()),
  shapeId: z.optional(positiveInt()),
  num: z.optional(positiveInt()),
  deliveryDateProduct: z.optional(nonNegativeInt()),
  options: z._default(z.partialRecord(z.enum(optionGroupNames), nonNegativeInt()), {}),
});
export type Preset = z.infer<typeof presetSchema>;
export type PresetInput = z.input<typeof presetSchema>;
