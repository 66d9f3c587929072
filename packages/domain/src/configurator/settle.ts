import {
  deliveryDaysAllowed,
  isOptionGroupName,
  isShapedProductType,
  isSizedProductType,
  optionGroupNames,
  type Product,
} from '@shop/domain/catalog';
import { calculatePrice, type PriceDetail } from '@shop/domain/pricing';
import { findSizeClass, lookupShape, lookupSize } from '@shop/domain/size';
import { chosenChoice } from './chosen-choice.ts';
import type { CurrentItem } from './current-item.ts';
import type { Progress } from './progress.ts';
import { normalizeNum } from './num.ts';
import { sizeError, stepErrors } from './step-errors.ts';
import { productSteps } from './steps.ts';

export interface Settled {
  item: CurrentItem;
  detail: PriceDetail | null;
}

/**
 * Derives everything that follows from the customer's answers, after every change: the size
 * class, the enabled quantities (and num capped to them), the options' additional days, the
 * delivery days allowed, each step's active flag and error, and the live price.
 */
export function settleItem(product: Product, answered: CurrentItem): Settled {
  let item = { ...answered, ...sizeAndShape(product, answered) };
  const enabledNums =
    item.size === 0
      ? null
      : item.enabledNums?.id === item.size
        ? item.enabledNums
        : (product.setting.enabledNums.find((entry) => entry.id === item.size) ?? null);
  item = { ...item, enabledNums, num: normalizeNum(item.num, enabledNums) };
  item = { ...item, ...deliveryFacts(product, item) };
  item = { ...item, progress: progressOf(product, item) };
  return priced(product, item);
}

function sizeAndShape(product: Product, item: CurrentItem): Pick<CurrentItem, 'size' | 'shape'> {
  if (isShapedProductType(product.productType)) {
    const shape = item.shape ? lookupShape(product, item.shape.id) : null;
    return { shape, size: shape?.sealSize ?? 0 };
  }
  if (!isSizedProductType(product.productType)) return { shape: item.shape, size: item.size };
  if (item.repeatId !== 0 && item.sizeX === 0 && item.sizeY === 0) {
    return { shape: item.shape, size: findSizeClass(product, item.size)?.id ?? 0 };
  }
  // Spec point 4: looked up only when both sides are non-zero valid numbers; an error sets size 0.
  if (item.sizeX === 0 || item.sizeY === 0 || sizeError(product, item)) return { shape: item.shape, size: 0 };
  return { shape: item.shape, size: lookupSize(product, item.sizeX, item.sizeY) };
}

function deliveryFacts(
  product: Product,
  item: CurrentItem,
): Pick<CurrentItem, 'deliveryDateOption' | 'enabledDeliveryDate'> {
  // Spec point 4: the options' additionalDays are summed into deliveryDateOption.
  const deliveryDateOption = optionGroupNames.reduce(
    (days, group) => days + (chosenChoice(product, item, group)?.additionalDays ?? 0),
    0,
  );
  if (product.productType === 'estimate')
    return { deliveryDateOption, enabledDeliveryDate: item.enabledDeliveryDate };
  const enabledDeliveryDate = product.setting.deliveryDates
    .map((option) => option.days)
    .filter((days) => deliveryDaysAllowed(product, item.format, days));
  return { deliveryDateOption, enabledDeliveryDate };
}

function progressOf(product: Product, item: CurrentItem): Progress {
  const errors = stepErrors(product, item, false);
  const progress = { ...item.progress };
  const offered = new Set(productSteps(product));
  for (const step of Object.keys(progress) as (keyof Progress)[]) {
    if (!offered.has(step))
      progress[step] = { active: false, touched: false, error: null, additionalDays: 0 };
  }
  let previousDone = true;
  for (const step of productSteps(product)) {
    const additionalDays = isOptionGroupName(step)
      ? (chosenChoice(product, item, step)?.additionalDays ?? 0)
      : 0;
    const touched = item.progress[step].touched;
    // Spec point 4: a step becomes active only when the previous step is touched.
    progress[step] = { active: previousDone, touched, error: errors[step] ?? null, additionalDays };
    previousDone = previousDone && touched;
  }
  return progress;
}

function priced(product: Product, item: CurrentItem): Settled {
  const priceable = product.productType === 'estimate' || (item.size > 0 && item.num > 0);
  const outcome = priceable ? calculatePrice(product, item) : null;
  if (!outcome?.ok) {
    return { item: { ...item, amountProduct: 0, amountOption: 0, amountTotal: 0 }, detail: null };
  }
  const { amountProduct, amountOption, amountTotal } = outcome.result.detail;
  return { item: { ...item, amountProduct, amountOption, amountTotal }, detail: outcome.result.detail };
}
