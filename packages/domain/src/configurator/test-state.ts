import { findProduct, sampleCatalogue, type Product } from '@shop/domain/catalog';
import type { ConfiguratorAction } from './actions.ts';
import { configuratorReducer, initConfigurator, type ConfiguratorState } from './reducer.ts';

/** Test helpers: a configurator on a sample product, and a run of actions. */
export function product(id: number): Product {
  const found = findProduct(sampleCatalogue, id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

export function start(productId: number): ConfiguratorState {
  return initConfigurator(product(productId));
}

export function run(state: ConfiguratorState, ...actions: ConfiguratorAction[]): ConfiguratorState {
  return actions.reduce(configuratorReducer, state);
}

export const select = (
  group: Extract<ConfiguratorAction, { type: 'selectOption' }>['group'],
  value: number,
) => ({ type: 'selectOption', group, value }) as const;
export const touch = (step: Extract<ConfiguratorAction, { type: 'touch' }>['step']) =>
  ({ type: 'touch', step }) as const;

/** 白PP (101), 50 × 50 mm, every step answered up to the quantity. */
export function whiteUpToNum(): ConfiguratorState {
  return run(
    start(101),
    { type: 'setSize', sizeX: 50, sizeY: 50 },
    select('adhesive', 1),
    touch('ondemandFoil'),
    touch('lamination'),
    select('format', 1),
    touch('cutlineService'),
    touch('halfcut'),
    touch('cutpath'),
    touch('slit'),
    touch('backSide'),
    select('deliveryForm', 1),
    touch('sendCopy'),
    { type: 'setDeliveryDate', days: 5 },
  );
}
