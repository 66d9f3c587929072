import { z } from 'zod/mini';
import {
  deliveryDaysSchema,
  enabledNumsSchema,
  optionSelectionSchema,
  productTypeSchema,
  sizeSpecSchema,
} from '@shop/domain/catalog';
import { nonNegativeInt, positiveInt } from '../validation/numbers.ts';
import { estimateRecordSchema } from './estimate-record.ts';
import { numberingSchema } from './numbering.ts';
import { emptyProgress, type StepProgress } from './progress.ts';
import { stepNames } from './steps.ts';
import { safeString } from '../validation/safe-string.ts';

// The value that clears an option and the empty progress live in the zod-free progress.ts: the
// reducer and the steps use them without the schema.

export const stepProgressSchema = z.object({
  active: z.boolean(),
  touched: z.boolean(),
  error: z.nullable(safeString()),
  additionalDays: nonNegativeInt(),
}) satisfies z.ZodMiniType<StepProgress>;

const option = z._default(z.nullable(optionSelectionSchema), null);
const yen = z._default(nonNegativeInt(), 0);
const day = safeString().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Which child of the estimate is ordered (product 159). */
export const estimateDataSchema = z._default(z.nullable(z.looseObject({ no: nonNegativeInt() })), null);

/**
 * The current item of spec point 3: the product being configured, then a cart line. The web form
 * holds it, the API validates it with this schema before pricing it, and every field has a default
 * so a partial item (a new item, a preset, an old cart in local storage) parses to a whole one.
 */
export const currentItemSchema = z.object({
  id: z._default(nonNegativeInt(), 0),
  type: z._default(z.enum(['product', 'estimate']), 'product'),
  productType: productTypeSchema,
  product: z.object({ id: positiveInt() }),
  /** The product's size limits, copied in so the cart can check sizes without the catalogue. */
  spec: z._default(z.nullable(sizeSpecSchema), null),
  purchaseId: z._default(z.nullable(safeString().check(z.regex(/^\d{11}$/))), null),
  orderId: z._default(z.nullable(positiveInt()), null),
  status: z._default(nonNegativeInt(), 0),
  name: z._default(safeString().check(z.maxLength(200)), ''),
  nameError: z._default(z.nullable(safeString()), null),
  repeatId: z._default(nonNegativeInt(), 0),
  /**
   * The key of the image the customer picked in the preview, kept on their device only (decision
   * 0808): a random id, never the image; My page offers the image it names as the order's artwork.
   */
  pickedImage: z._default(z.nullable(safeString().check(z.regex(/^[0-9a-f-]{36}$/))), null),
  shippingDate: z._default(z.nullable(day), null),

  sizeX: z._default(z.number().check(z.gte(0), z.lte(100_000)), 0),
  sizeY: z._default(z.number().check(z.gte(0), z.lte(100_000)), 0),
  size: z._default(nonNegativeInt(), 0),
  shape: z._default(
    z.nullable(z.object({ id: z.int(), name: safeString(), sealSize: nonNegativeInt() })),
    null,
  ),
  num: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),

  deliveryDateProduct: z._default(deliveryDaysSchema, 5),
  deliveryDateOption: z._default(nonNegativeInt(), 0),

  amountProduct: yen,
  amountOption: yen,
  amountTotal: yen,

  enabledNums: z._default(z.nullable(enabledNumsSchema), null),
  enabledDeliveryDate: z._default(z.array(nonNegativeInt()), () => [7, 5, 3, 2]),

  freeFormat: z._default(
    z.object({
      title: z._default(safeString(), ''),
      body: z._default(safeString(), ''),
      /** Tax excluded, set by the shop on an order; never lowers the price. */
      amount: z._default(nonNegativeInt(), 0),
      repeat: z._default(z.boolean(), false),
    }),
    () => ({ title: '', body: '', amount: 0, repeat: false }),
  ),
  estimate: z._default(z.nullable(estimateRecordSchema), null),
  estimateData: estimateDataSchema,
  /** A numbering seal's start number, digits, prefix and suffix (decision 0655); null otherwise. */
  numbering: z._default(z.nullable(numberingSchema), null),

  progress: z._default(z.record(z.enum(stepNames), stepProgressSchema), emptyProgress),

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
