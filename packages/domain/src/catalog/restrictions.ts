import { configuratorMessages } from '@shop/domain/messages';
import type { ProductLike } from './lookup.ts';
import type { Product } from './product.ts';

/** The parts of an item the restrictions of a product look at. */
export interface RestrictedSelection {
  format: ChoiceRef | null;
  cutlineService: ChoiceRef | null;
  deliveryForm: ChoiceRef | null;
  deliveryDateProduct: number;
}

interface ChoiceRef {
  id: number;
}

export type RestrictedStep = 'deliveryDate' | 'cutlineService' | 'deliveryForm';

/** Whether the format chosen so far allows `days`; unknown format means "not yet allowed". */
export function deliveryDaysAllowed(product: Product, format: ChoiceRef | null, days: number): boolean {
  const rule = product.setting.restrictions.fastDelivery;
  if (!rule || rule.days !== days) return true;
  return format !== null && rule.formatIds.includes(format.id);
}

/** Whether a choice of the cut-line service is allowed with the format chosen so far. */
export function cutlineServiceAllowed(product: Product, format: ChoiceRef | null, choiceId: number): boolean {
  const rule = product.setting.restrictions.cutlineService;
  if (!rule) return true;
  const choice = product.setting.options.cutlineService?.choices.find((c) => c.id === choiceId);
  if (choice?.none) return true;
  return format !== null && rule.formatIds.includes(format.id);
}

export function deliveryFormAllowed(product: Product, choiceId: number): boolean {
  const rule = product.setting.restrictions.deliveryForm;
  return !rule || rule.allowedIds.includes(choiceId);
}

/**
 * Breaches of the product's restrictions (product 154, spec point 9), each with the Japanese
 * explanation the screen shows on the step. Empty when the selection is allowed.
 */
export function restrictionViolations(
  product: Product,
  selection: RestrictedSelection,
): Partial<Record<RestrictedStep, string>> {
  const violations: Partial<Record<RestrictedStep, string>> = {};
  if (!deliveryDaysAllowed(product, selection.format, selection.deliveryDateProduct)) {
    violations.deliveryDate = configuratorMessages.satinTwoDayRectangleOnly;
  }
  if (
    selection.cutlineService &&
    !cutlineServiceAllowed(product, selection.format, selection.cutlineService.id)
  ) {
    violations.cutlineService = configuratorMessages.satinCutlineRectangleOnly;
  }
  if (selection.deliveryForm && !deliveryFormAllowed(product, selection.deliveryForm.id)) {
    violations.deliveryForm = configuratorMessages.satinFullCutOnly;
  }
  return violations;
}

/** The delivery days a repeated order of this product gets (product 261: 3 becomes 5). */
export function repeatDeliveryDays(product: Product, days: number): number {
  const remap = product.setting.repeatDelivery;
  return remap && remap.from === days ? remap.to : days;
}

/**
 * The lines of the confirmation shown before paying for a product with a fast-delivery rule
 * (154 satin, spec points 4 and 9) when its net delivery (product + options) is that fast; else null.
 */
export function fastDeliveryNotice(
  product: ProductLike,
  item: { deliveryDateProduct: number; deliveryDateOption: number },
): string[] | null {
  // The product as parsed or as written (the payment page reads the sample source: decision 0563).
  const rule = product.setting.restrictions?.fastDelivery;
  if (!rule || item.deliveryDateProduct + item.deliveryDateOption !== rule.days) return null;
  return [
    configuratorMessages.satinTwoDayRectangleOnly,
    configuratorMessages.satinCutlineRectangleOnly,
    configuratorMessages.satinFullCutOnly,
  ];
}
