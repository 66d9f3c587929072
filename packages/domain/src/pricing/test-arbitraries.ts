import {
  cutlineServiceAllowed,
  deliveryDaysAllowed,
  deliveryFormAllowed,
  isShapedProductType,
  optionGroupNames,
  type OptionChoice,
  type OptionGroupName,
  type Product,
} from '@shop/domain/catalog';
import fc from 'fast-check';
import type { ChosenOption, PricedItem } from './priced-item.ts';

type Gen = fc.GeneratorValue;

const pick = <T>(g: Gen, values: readonly T[]): T => {
  if (values.length === 0) throw new Error('nothing to pick from');
  return values[g(fc.nat, { max: values.length - 1 })] as T;
};

/** A random size (mm) in the given size class that the product's limits allow. */
export function sizeInClass(g: Gen, product: Product, classIndex: number): { sizeX: number; sizeY: number } {
  const spec = product.setting.spec;
  const sizeClass = product.setting.sizeClasses[classIndex];
  if (!spec || !sizeClass) throw new Error('not a sized product');
  const previousMax = product.setting.sizeClasses[classIndex - 1]?.longMax ?? 0;
  const longMin = Math.max(previousMax + 1, spec.longMin, spec.shortMin);
  const longMax = Math.min(sizeClass.longMax, spec.longMax);
  const long = g(fc.integer, { min: longMin, max: longMax });
  const short = g(fc.integer, { min: spec.shortMin, max: Math.min(long, spec.shortMax) });
  return g(fc.boolean) ? { sizeX: long, sizeY: short } : { sizeX: short, sizeY: long };
}

/** The choices of a group the product's restrictions allow with this format. */
export function allowedChoices(
  product: Product,
  group: OptionGroupName,
  format: ChosenOption | null,
): OptionChoice[] {
  const choices = product.setting.options[group]?.choices ?? [];
  return choices.filter(
    (choice) =>
      (group !== 'cutlineService' || cutlineServiceAllowed(product, format, choice.id)) &&
      (group !== 'deliveryForm' || deliveryFormAllowed(product, choice.id)),
  );
}

/** A random item the product can be ordered as: every rule of the catalogue respected. */
export function orderableItem(g: Gen, product: Product): PricedItem {
  const { sizeClasses, shapes, enabledNums, deliveryDates, options } = product.setting;
  let dimensions = { sizeX: 0, sizeY: 0 };
  let shape: { id: number } | null = null;
  let size: number;
  if (isShapedProductType(product.productType)) {
    const chosen = pick(g, shapes);
    shape = { id: chosen.id };
    size = chosen.sealSize;
  } else {
    const classIndex = g(fc.nat, { max: sizeClasses.length - 1 });
    dimensions = sizeInClass(g, product, classIndex);
    size = sizeClasses[classIndex]?.id ?? 0;
  }
  const nums = enabledNums.find((entry) => entry.id === size)?.nums ?? [];
  const chosen: Partial<Record<OptionGroupName, ChosenOption | null>> = {};
  const choose = (group: OptionGroupName) => {
    const offered = options[group];
    if (!offered) return;
    const allowed = allowedChoices(product, group, chosen.format ?? null);
    // An optional group may be left out, and must be when the rules allow none of its choices.
    const skip = allowed.length === 0 || (!offered.required && g(fc.boolean));
    chosen[group] = skip ? null : { id: pick(g, allowed).id };
  };
  choose('format');
  for (const group of optionGroupNames) if (group !== 'format') choose(group);
  const days = deliveryDates
    .map((d) => d.days)
    .filter((d) => deliveryDaysAllowed(product, chosen.format ?? null, d));
  return {
    product: { id: product.id },
    ...dimensions,
    size,
    shape,
    num: pick(g, nums),
    deliveryDateProduct: pick(g, days),
    repeatId: 0,
    ...chosen,
  };
}
