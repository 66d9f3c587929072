import {
  isOptionGroupName,
  isShapedProductType,
  restrictionViolations,
  type Product,
} from '@shop/domain/catalog';
import { configuratorMessages, fieldMessages } from '@shop/domain/messages';
import { sideLimitBroken, validateSize } from '@shop/domain/size';
import type { CurrentItem } from './current-item.ts';
import { productSteps, type StepName } from './steps.ts';

export type StepErrors = Partial<Record<StepName, string>>;

/** What is wrong with the size as entered: a rule of spec point 5 broken, or null. */
export function sizeError(product: Product, item: CurrentItem): string | null {
  if (isShapedProductType(product.productType) || product.productType === 'estimate') return null;
  if (item.repeatId !== 0 && item.sizeX === 0 && item.sizeY === 0) return null;
  const spec = item.spec ?? product.setting.spec;
  if (item.sizeX === 0 || item.sizeY === 0) {
    // One side typed and the other not yet (0): a side already too long is said at once; one too
    // short waits, since typing its next digit may mend it.
    const typed = item.sizeX || item.sizeY;
    const tooLong = spec !== null && Number.isInteger(typed) && sideLimitBroken(typed, spec) === 'sizeMax';
    return tooLong ? fieldMessages.sizeMax : null;
  }
  return validateSize({ sizeX: item.sizeX, sizeY: item.sizeY, spec, repeatId: item.repeatId });
}

/**
 * The error of each step. A wrong value (size out of limits, a restricted combination) is shown
 * at once; a missing answer only once the step was touched, unless `includeUntouched` (add to
 * cart, where every missing answer counts).
 */
export function stepErrors(product: Product, item: CurrentItem, includeUntouched: boolean): StepErrors {
  const errors: StepErrors = {};
  const missing = (step: StepName) => includeUntouched || item.progress[step].touched;
  const violations = restrictionViolations(product, item);
  for (const step of productSteps(product)) {
    const error = stepError(product, item, step, missing(step), violations);
    if (error) errors[step] = error;
  }
  return errors;
}

function stepError(
  product: Product,
  item: CurrentItem,
  step: StepName,
  reportMissing: boolean,
  violations: ReturnType<typeof restrictionViolations>,
): string | null {
  if (step === 'size') {
    const wrong = sizeError(product, item);
    if (wrong) return wrong;
    return reportMissing && item.size === 0 ? configuratorMessages.sizeNotSet : null;
  }
  if (step === 'shape') return reportMissing && !item.shape ? configuratorMessages.shapeNotSet : null;
  if (step === 'num') return reportMissing && item.num === 0 ? fieldMessages.mustSelect : null;
  if (step === 'deliveryDate') {
    // The item always holds a number of days (5 until chosen), so the answer is missing while the
    // step is untouched: a purpose or gallery preset without one leaves it to the customer (0105).
    if (reportMissing && !item.progress.deliveryDate.touched) return fieldMessages.mustSelect;
    if (!product.setting.deliveryDates.some((d) => d.days === item.deliveryDateProduct)) {
      return configuratorMessages.deliveryNotOffered;
    }
    return violations.deliveryDate ?? null;
  }
  if (!isOptionGroupName(step)) return null;
  if (step === 'cutlineService' && violations.cutlineService) return violations.cutlineService;
  if (step === 'deliveryForm' && violations.deliveryForm) return violations.deliveryForm;
  const required = product.setting.options[step]?.required ?? false;
  return reportMissing && required && !item[step] ? fieldMessages.mustSelect : null;
}
