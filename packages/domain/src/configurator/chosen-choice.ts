import type { OptionChoice, OptionGroupName, Product } from '@shop/domain/catalog';
import type { CurrentItem } from './current-item.ts';

/** The product's choice the item has selected in a group, if it is one the product offers. */
export function chosenChoice(
  product: Product,
  item: CurrentItem,
  group: OptionGroupName,
): OptionChoice | undefined {
  const selected = item[group];
  return selected
    ? product.setting.options[group]?.choices.find((choice) => choice.id === selected.id)
    : undefined;
}
