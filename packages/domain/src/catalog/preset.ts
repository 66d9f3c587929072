import { z } from 'zod';
import { optionGroupNames } from './option-groups.ts';

/**
 * A ready-made configuration (purpose pages, gallery): what the configurator is opened with.
 * Options are choice ids by group; anything left out is chosen by the customer.
 */
export const presetSchema = z.object({
  sizeX: z.number().int().positive().optional(),
  sizeY: z.number().int().positive().optional(),
  shapeId: z.number().int().positive().optional(),
  num: z.number().int().positive().optional(),
  deliveryDateProduct: z.number().int().nonnegative().optional(),
  options: z.partialRecord(z.enum(optionGroupNames), z.number().int().nonnegative()).default({}),
});
export type Preset = z.infer<typeof presetSchema>;
export type PresetInput = z.input<typeof presetSchema>;
