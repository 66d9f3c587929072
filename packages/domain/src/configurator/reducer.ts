import type { Product } from '@shop/domain/catalog';
import type { PriceDetail } from '@shop/domain/pricing';
import type { ConfiguratorAction } from './actions.ts';
import { answer } from './answer.ts';
import type { CurrentItem } from './current-item.ts';
import { newCurrentItem } from './new-current-item.ts';
import { settleItem } from './settle.ts';

export interface ConfiguratorState {
  product: Product;
  item: CurrentItem;
  /** The live price breakdown, or null while the item cannot be priced yet. */
  detail: PriceDetail | null;
}

/** The state for a product, from a fresh item or from one being edited (a cart line, a repeat). */
export function initConfigurator(
  product: Product,
  item: CurrentItem = newCurrentItem(product),
): ConfiguratorState {
  return { product, ...settleItem(product, item) };
}

/** The pure reducer of the product configurator (spec point 4), for useReducer or a store. */
export function configuratorReducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  const answered = answer(state.product, state.item, action);
  if (answered === state.item) return state;
  return { product: state.product, ...settleItem(state.product, answered) };
}
