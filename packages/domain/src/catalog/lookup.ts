import type { OptionChoice, OptionChoiceInput, OptionGroup } from './choice-schema.ts';
import { optionGroupLabels, optionGroupNames, type OptionGroupName } from './option-groups.ts';
import type { Product, ProductInput } from './product.ts';

/**
 * A product as the schema gives it back, or as written before parsing: the sample catalogue's
 * source, which the content pages read for names, slugs and choices without loading zod (0560).
 */
export type ProductLike = Product | ProductInput;
type ChoiceOf<P extends ProductLike> = P extends Product ? OptionChoice : OptionChoiceInput;

export function findProduct<P extends ProductLike>(catalogue: readonly P[], id: number): P | undefined {
  return catalogue.find((product) => product.id === id);
}

/** The product of the page /materials/{slug}. */
export function findProductBySlug<P extends ProductLike>(
  catalogue: readonly P[],
  slug: string,
): P | undefined {
  return catalogue.find((product) => product.setting.slug === slug);
}

export function optionGroup(product: Product, group: OptionGroupName): OptionGroup | undefined {
  return product.setting.options[group];
}

/** The option groups this product offers, in step order. */
export function offeredOptionGroups(product: Product): OptionGroupName[] {
  return optionGroupNames.filter((group) => product.setting.options[group] !== undefined);
}

export function findChoice<P extends ProductLike>(
  product: P,
  group: OptionGroupName,
  id: number,
): ChoiceOf<P> | undefined {
  const choices: readonly (OptionChoice | OptionChoiceInput)[] | undefined =
    product.setting.options?.[group]?.choices;
  return choices?.find((choice) => choice.id === id) as ChoiceOf<P> | undefined;
}

/** The group's explicit なし choice, if it has one. */
export function noneChoice(product: Product, group: OptionGroupName): OptionChoice | undefined {
  return product.setting.options[group]?.choices.find((choice) => choice.none);
}

/** The step title shown to the customer. */
export function optionGroupLabel(product: ProductLike, group: OptionGroupName): string {
  return product.setting.options?.[group]?.label ?? optionGroupLabels[group];
}
