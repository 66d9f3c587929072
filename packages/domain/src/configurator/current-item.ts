import { z } from 'zod';
import {
  deliveryDateOptionSchema,
  enabledNumsSchema,
  optionSelectionSchema,
  productTypeSchema,
  sizeSpecSchema,
} from '@shop/domain/catalog';
import { estimateRecordSchema } from './estimate-record.ts';
import { emptyProgress, type StepProgress } from './progress.ts';
import { stepNames } from './steps.ts';

// The value that clears an option, the empty progress and a blank item live in the zod-free
// progress.ts (decision 0563): the configurator's first view builds items without zod.

export const stepProgressSchema = z.object({
  active: z.boolean(),
  touched: z.boolean(),
  error: z.string().nullable(),
  additionalDays: z.number().int().nonnegative(),
}) satisfies z.ZodType<StepProgress>;

const option = optionSelectionSchema.nullable().default(null);
const yen = z.number().int().nonnegative().default(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The current item of spec point 3: the product being configured, then a cart line. The web form
 * holds it, the API validates it with this schema before pricing it, and every field has a default
 * so a partial item (a preset, an old cart in local storage) parses to a whole one.
 */
export const currentItemSchema = z.object({
  id: z.number().int().nonnegative().default(0),
  type: z.enum(['product', 'estimate']).default('product'),
  productType: productTypeSchema,
  product: z.object({ id: z.number().int().positive() }),
  /** The product's size limits, copied in so the cart can check sizes without the catalogue. */
  spec: sizeSpecSchema.nullable().default(null),
  purchaseId: z
    .string()
    .regex(/^\d{11}$/)
    .nullable()
    .default(null),
  orderId: z.number().int().positive().nullable().default(null),
  status: z.number().int().nonnegative().default(0),
  name: z.string().max(200).default(''),
  nameError: z.string().nullable().default(null),
  repeatId: z.number().int().nonnegative().default(0),
  shippingDate: day.nullable().default(null),

  sizeX: z.number().min(0).max(100_000).default(0),
  sizeY: z.number().min(0).max(100_000).default(0),
  size: z.number().int().nonnegative().default(0),
  shape: z
    .object({ id: z.number().int(), name: z.string(), sealSize: z.number().int().nonnegative() })
    .nullable()
    .default(null),
  num: z.number().int().min(0).max(1_000_000).default(0),

  deliveryDateProduct: deliveryDateOptionSchema.shape.days.default(5),
  deliveryDateOption: z.number().int().nonnegative().default(0),

  amountProduct: yen,
  amountOption: yen,
  amountTotal: yen,

  enabledNums: enabledNumsSchema.nullable().default(null),
  enabledDeliveryDate: z.array(z.number().int().nonnegative()).default(() => [7, 5, 3, 2]),

  freeFormat: z
    .object({
      title: z.string().default(''),
      body: z.string().default(''),
      /** Tax excluded, set by the shop on an order; never lowers the price. */
      amount: z.number().int().nonnegative().default(0),
      repeat: z.boolean().default(false),
    })
    .default(() => ({ title: '', body: '', amount: 0, repeat: false })),
  estimate: estimateRecordSchema.nullable().default(null),
  /** Which child of the estimate is ordered (product 159). */
  estimateData: z.looseObject({ no: z.number().int().nonnegative() }).nullable().default(null),

  progress: z.record(z.enum(stepNames), stepProgressSchema).default(emptyProgress),

  adhesive: option,
  ondemandFoil: option,
  whiteInk: option,
  whitedataService: option,
  lamination: option,
  format: option,
  cutlineService: option,
  halfcut: option,
  cutpath: option,
  slit: option,
  backSide: option,
  deliveryForm: option,
  sendCopy: option,
  individualPackaging: option,
});

export type CurrentItem = z.infer<typeof currentItemSchema>;
export type CurrentItemInput = z.input<typeof currentItemSchema>;
