import type { OptionChoice, OptionGroup } from './choice-schema.ts';
import { optionGroupLabels, optionGroupNames, type OptionGroupName } from './option-groups.ts';
import type { Product } from './product.ts';

export function findProduct(catalogue: readonly Product[], id: number): Product | undefined {
  return catalogue.find((product) => product.id === id);
}

/** The product of the page /materials/{slug}. */
export function findProductBySlug(catalogue: readonly Product[], slug: string): Product | undefined {
  return catalogue.find((product) => product.setting.slug === slug);
}

export function optionGroup(product: Product, group: OptionGroupName): OptionGroup | undefined {
  return product.setting.options[group];
}

/** The option groups this product offers, in step order. */
export function offeredOptionGroups(product: Product): OptionGroupName[] {
  return optionGroupNames.filter((group) => product.setting.options[group] !== undefined);
}

export function findChoice(product: Product, group: OptionGroupName, id: number): OptionChoice | undefined {
  return product.setting.options[group]?.choices.find((choice) => choice.id === id);
}

/** The group's explicit なし choice, if it has one. */
export function noneChoice(product: Product, group: OptionGroupName): OptionChoice | undefined {
  return product.setting.options[group]?.choices.find((choice) => choice.none);
}

/** The step title shown to the customer. */
export function optionGroupLabel(product: Product, group: OptionGroupName): string {
  return product.setting.options[group]?.label ?? optionGroupLabels[group];
}
