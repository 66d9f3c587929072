import {
  isShapedProductType,
  optionGroupNames,
  restrictionViolations,
  type OptionChoice,
  type OptionGroupName,
  type Product,
  type SizeClass,
} from '@shop/domain/catalog';
import { configuratorMessages, fieldMessages } from '@shop/domain/messages';
import { findSizeClass, itemSizeClass, lookupShape, validateSize } from '@shop/domain/size';
import type { PricedItem } from './priced-item.ts';
import type { PriceErrors, PriceFailureReason } from './price-result.ts';

export interface ChosenChoice {
  group: OptionGroupName;
  choice: OptionChoice;
}

/** An item checked against its product: everything the arithmetic needs, looked up once. */
export interface ResolvedSelection {
  sizeClass: SizeClass;
  shapeId: number | null;
  basePrice: number;
  ratePercent: number;
  choices: ChosenChoice[];
}

export type Resolution =
  { ok: true; selection: ResolvedSelection } | { ok: false; reason: PriceFailureReason; errors: PriceErrors };

class ErrorList {
  readonly errors: PriceErrors = {};
  reason: PriceFailureReason | null = null;

  add(field: keyof PriceErrors, reason: PriceFailureReason, message: string): void {
    this.errors[field] ??= message;
    this.reason ??= reason;
  }
}

/**
 * Checks that the item can be ordered as chosen (size within limits, quantity enabled for the
 * size, delivery offered, every option offered and every required one answered, the product's
 * restrictions kept) and looks up what the price is made of.
 */
export function resolveSelection(product: Product, item: PricedItem): Resolution {
  const list = new ErrorList();
  const sizeClass = resolveSizeClass(product, item, list);
  const row = sizeClass && product.setting.priceTable.find((r) => r.size === sizeClass.id);
  const enabled = sizeClass && product.setting.enabledNums.find((e) => e.id === sizeClass.id);
  const basePrice = enabled?.nums.includes(item.num)
    ? row?.prices.find((p) => p.num === item.num)?.price
    : undefined;
  if (sizeClass && basePrice === undefined) {
    if (item.num > 0) list.add('num', 'quantityNotEnabled', configuratorMessages.quantityNotEnabled);
    else list.add('num', 'quantityNotEnabled', fieldMessages.mustSelect);
  }
  const delivery = product.setting.deliveryDates.find((d) => d.days === item.deliveryDateProduct);
  if (!delivery) list.add('deliveryDate', 'deliveryNotOffered', configuratorMessages.deliveryNotOffered);
  const choices = resolveChoices(product, item, list);
  const violations = restrictionViolations(product, {
    format: item.format ?? null,
    cutlineService: item.cutlineService ?? null,
    deliveryForm: item.deliveryForm ?? null,
    deliveryDateProduct: item.deliveryDateProduct,
  });
  for (const [field, message] of Object.entries(violations)) {
    list.add(field as keyof PriceErrors, 'restricted', message);
  }
  if (list.reason || !sizeClass || basePrice === undefined || !delivery) {
    return { ok: false, reason: list.reason ?? 'sizeInvalid', errors: list.errors };
  }
  return {
    ok: true,
    selection: {
      sizeClass,
      shapeId: item.shape?.id ?? null,
      basePrice,
      ratePercent: delivery.ratePercent,
      choices,
    },
  };
}

function resolveSizeClass(product: Product, item: PricedItem, list: ErrorList): SizeClass | undefined {
  if (isShapedProductType(product.productType)) {
    if (!item.shape) list.add('shape', 'shapeInvalid', configuratorMessages.shapeNotSet);
    else if (!lookupShape(product, item.shape.id))
      list.add('shape', 'shapeInvalid', configuratorMessages.optionNotOffered);
  } else {
    const keepsOrderSize = item.repeatId !== 0 && item.sizeX === 0 && item.sizeY === 0;
    const message = keepsOrderSize
      ? null
      : validateSize({
          sizeX: item.sizeX,
          sizeY: item.sizeY,
          spec: product.setting.spec,
          repeatId: item.repeatId,
        });
    if (message) list.add('size', 'sizeInvalid', message);
  }
  const sizeClass = findSizeClass(product, itemSizeClass(product, item));
  if (!sizeClass && !list.reason) list.add('size', 'sizeInvalid', configuratorMessages.sizeNotSet);
  return sizeClass;
}

function resolveChoices(product: Product, item: PricedItem, list: ErrorList): ChosenChoice[] {
  const chosen: ChosenChoice[] = [];
  for (const group of optionGroupNames) {
    const offered = product.setting.options[group];
    const selected = item[group];
    if (!selected) {
      if (offered?.required) list.add(group, 'optionRequired', fieldMessages.mustSelect);
      continue;
    }
    const choice = offered?.choices.find((c) => c.id === selected.id);
    if (choice) chosen.push({ group, choice });
    else list.add(group, 'optionNotOffered', configuratorMessages.optionNotOffered);
  }
  return chosen;
}
