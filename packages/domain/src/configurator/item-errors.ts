import type { Product } from '@shop/domain/catalog';
import { calculatePrice, type PriceErrorField } from '@shop/domain/pricing';
import type { CurrentItem } from './current-item.ts';
import { itemNameError } from './item-name.ts';
import { itemNumberingErrors, type NumberingField } from './numbering-rules.ts';
import type { ConfiguratorState } from './reducer.ts';
import { stepErrors } from './step-errors.ts';
import type { StepName } from './steps.ts';

export type ItemErrorField = StepName | PriceErrorField | 'name' | `numbering.${NumberingField}`;
export type ItemErrors = Partial<Record<ItemErrorField, string>>;

/**
 * Every reason the item cannot go to the cart (spec point 4: refused if any option has an error),
 * touched or not, with the Japanese message of each field. Empty when it can be ordered.
 * The API runs the same check on the items of a purchase.
 */
export function itemErrorsOf(product: Product, item: CurrentItem): ItemErrors {
  const errors: ItemErrors = { ...stepErrors(product, item, true) };
  const nameError = itemNameError(item.name);
  if (nameError) errors.name = nameError;
  Object.assign(errors, itemNumberingErrors(product.productType, item));
  if (Object.keys(errors).length > 0) return errors;
  const outcome = calculatePrice(product, item);
  if (!outcome.ok) {
    for (const [field, message] of Object.entries(outcome.errors) as [PriceErrorField, string][])
      errors[field] ??= message;
  }
  return errors;
}

export function itemErrors(state: ConfiguratorState): ItemErrors {
  return itemErrorsOf(state.product, state.item);
}

export function canAddToCart(state: ConfiguratorState): boolean {
  return Object.keys(itemErrors(state)).length === 0;
}
