import type { Preset, Product } from '@shop/domain/catalog';
import {
  configuratorReducer,
  initConfigurator,
  type ConfiguratorAction,
  type ConfiguratorState,
} from '@shop/domain/configurator';
import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { resumable, useCurrentItemStore } from '../store';

/** A ready-made configuration to open the page with, and the key it is remembered by. */
export interface StartingPreset {
  /** e.g. `purpose:product-label` or `work:3`. */
  source: string;
  preset: Preset;
  /** Reordering with changes: the order repeated, whose artwork the new order takes (issue 23 point 5). */
  repeatId?: number;
}

export interface Start {
  state: ConfiguratorState;
  source: string | null;
}

/**
 * Where a material page starts: the customer's own configuration of this product if they left
 * one (and did not arrive through another preset's link), else the preset, else a fresh item.
 */
export function startConfiguration(product: Product, starting: StartingPreset | null): Start {
  const saved = resumable(product.id, starting?.source ?? null);
  if (saved) {
    try {
      return { state: initConfigurator(product, saved.item), source: saved.source };
    } catch {
      // An item kept by an older version of the shop that no longer fits: start afresh.
    }
  }
  const fresh = initConfigurator(product);
  if (!starting) return { state: fresh, source: null };
  const blank = starting.repeatId ? { ...fresh.item, repeatId: starting.repeatId } : fresh.item;
  return {
    state: configuratorReducer(initConfigurator(product, blank), {
      type: 'applyPreset',
      preset: starting.preset,
    }),
    source: starting.source,
  };
}

/** The configurator's state (the shared reducer), kept as the current item while the page is open. */
export function useConfigurator(
  product: Product,
  starting: StartingPreset | null,
): [ConfiguratorState, Dispatch<ConfiguratorAction>] {
  const [{ state: initial, source }] = useState(() => startConfiguration(product, starting));
  const [state, dispatch] = useReducer(configuratorReducer, initial);
  useEffect(() => {
    useCurrentItemStore.getState().save(state.item, source);
  }, [state.item, source]);
  return [state, dispatch];
}
