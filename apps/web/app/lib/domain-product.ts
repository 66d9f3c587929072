// A listed product (GET /v2/products, its setting parsed from JSON) read into the domain's Product,
// with valibot rather than the domain's zod `productSchema` (decision 0563): the configurator, the
// cart, the payment page and a purchase's detail need it in their first view, and zod's core alone
// was a quarter of the 100 KB budget there. The server stores only settings that pass
// `productSchema`; this reader accepts, fills in and refuses exactly what that schema does (the
// same defaults, the same zod-free consistency checks from the domain), which
// `domain-product.test.ts` checks against the schema on the catalogue and on broken variants.
import {
  optionGroupNames,
  productIssues,
  productTypes,
  settingIssues,
  type Product,
} from '@shop/domain/catalog';
import * as v from 'valibot';

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's `z.object()`: an object, never an array (valibot's `object()` takes arrays). */
const objectOf = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.custom<Record<string, unknown>>(isJsonObject), v.object(entries));

/** `z.number().int()`: safe integers only. */
const int = v.pipe(v.number(), v.safeInteger());
const intIn = (min: number, max: number) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
const positive = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const nonnegative = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const nonEmpty = v.pipe(v.string(), v.minLength(1));
const someIds = v.pipe(v.array(nonnegative), v.minLength(1));

// catalog/size-schema.ts
const sizeSpec = v.pipe(
  objectOf({ shortMin: positive, longMin: positive, shortMax: positive, longMax: positive }),
  v.check(
    (s) =>
      s.shortMin <= s.longMin &&
      s.longMin <= s.longMax &&
      s.shortMin <= s.shortMax &&
      s.shortMax <= s.longMax,
  ),
);
const sizeClass = objectOf({ id: positive, sizeName: nonEmpty, longMax: positive });
const shape = objectOf({
  id: positive,
  name: nonEmpty,
  sealSize: positive,
  sizeX: positive,
  sizeY: positive,
});
const priceRow = objectOf({
  size: positive,
  prices: v.pipe(v.array(objectOf({ num: positive, price: positive })), v.minLength(1)),
});
const enabledNums = objectOf({ id: nonnegative, nums: v.array(positive), sizeName: v.string() });
const deliveryDateOption = objectOf({ days: intIn(0, 30), ratePercent: intIn(50, 400) });

// catalog/choice-schema.ts
const pricingRule = objectOf({
  perPiece: v.optional(nonnegative, 0),
  perOrder: v.optional(nonnegative, 0),
  percent: v.optional(intIn(0, 300), 0),
});
const optionChoice = objectOf({
  id: nonnegative,
  name: nonEmpty,
  pricing: v.optional(pricingRule, () => ({ perPiece: 0, perOrder: 0, percent: 0 })),
  additionalDays: v.optional(intIn(0, 30), 0),
  none: v.optional(v.boolean(), false),
  description: v.optional(v.string()),
});
const optionGroup = v.pipe(
  objectOf({
    label: v.optional(v.string()),
    required: v.optional(v.boolean(), false),
    choices: v.pipe(v.array(optionChoice), v.minLength(1)),
  }),
  v.check((group) => new Set(group.choices.map((choice) => choice.id)).size === group.choices.length),
);

// catalog/setting-schema.ts
const restrictions = objectOf({
  fastDelivery: v.optional(objectOf({ days: nonnegative, formatIds: someIds })),
  cutlineService: v.optional(objectOf({ formatIds: someIds })),
  deliveryForm: v.optional(objectOf({ allowedIds: someIds })),
});
const setting = v.pipe(
  objectOf({
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    description: nonEmpty,
    features: v.optional(v.array(nonEmpty), () => []),
    spec: v.optional(v.nullable(sizeSpec), null),
    sizeClasses: v.optional(v.array(sizeClass), () => []),
    shapes: v.optional(v.array(shape), () => []),
    priceTable: v.optional(v.array(priceRow), () => []),
    enabledNums: v.optional(v.array(enabledNums), () => []),
    deliveryDates: v.optional(v.array(deliveryDateOption), () => []),
    // z.partialRecord(z.enum(optionGroupNames), …): only known groups, each a whole group.
    options: v.optional(
      v.pipe(
        v.custom<Record<string, unknown>>(isJsonObject),
        v.record(v.picklist(optionGroupNames), optionGroup),
      ),
      () => ({}),
    ),
    restrictions: v.optional(restrictions, () => ({})),
    repeatDelivery: v.optional(v.nullable(objectOf({ from: int, to: int })), null),
    pointRatePercent: v.optional(intIn(0, 10), 1),
  }),
  v.check((value) => settingIssues(value).length === 0),
);

// catalog/product.ts
const product = v.pipe(
  objectOf({
    id: positive,
    name: nonEmpty,
    nameDetail: v.string(),
    productType: v.picklist(productTypes),
    setting,
  }),
  v.check((value) => productIssues(value).length === 0),
);

/** The fields of a listed product the reader takes; others are dropped, as by the schema. */
export interface ListedProduct {
  id: number;
  name: string;
  nameDetail: string;
  productType: string;
  setting: Record<string, unknown>;
}

/**
 * The product as the shared engine reads it, defaults filled in; null when its setting cannot be
 * priced (a broken or newer setting): its pages then offer an estimate instead of a wrong price.
 */
export function readDomainProduct(listed: ListedProduct): Product | null {
  const result = v.safeParse(product, listed);
  return result.success ? result.output : null;
}
