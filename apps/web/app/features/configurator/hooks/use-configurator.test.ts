import { findProduct, sampleCatalogue, samplePurposes } from '@shop/domain/catalog';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCurrentItem, useCurrentItemStore } from '../store';
import { startConfiguration, useConfigurator, type StartingPreset } from './use-configurator';

const whitePp = findProduct(sampleCatalogue, 101)!;
const yupo = findProduct(sampleCatalogue, 102)!;
const labelPurpose = samplePurposes.find((purpose) => purpose.slug === 'product-label')!;
const labelPreset: StartingPreset = { source: 'purpose:product-label', preset: labelPurpose.preset };

describe('startConfiguration', () => {
  beforeEach(resetCurrentItem);

  it('starts a fresh item with only the first step open', () => {
    const { state, source } = startConfiguration(whitePp, null);
    expect(source).toBeNull();
    expect(state.item.sizeX).toBe(0);
    expect(state.item.progress.size.active).toBe(true);
    expect(state.item.progress.adhesive.active).toBe(false);
  });

  it('opens a purpose with its preset answered', () => {
    const { state, source } = startConfiguration(whitePp, labelPreset);
    expect(source).toBe('purpose:product-label');
    expect(state.item).toMatchObject({ sizeX: 50, sizeY: 50, num: 100, format: { id: 2 } });
    expect(state.detail?.amountTotal).toBeGreaterThan(0);
  });

  it('resumes the customer’s own answers for the same product', () => {
    const { result } = renderHook(() => useConfigurator(whitePp, null));
    act(() => result.current[1]({ type: 'setSize', sizeX: '70', sizeY: '40' }));
    expect(startConfiguration(whitePp, null).state.item).toMatchObject({ sizeX: 70, sizeY: 40 });
    // Another product starts afresh.
    expect(startConfiguration(yupo, null).state.item.sizeX).toBe(0);
  });

  it('a preset link starts from its preset, not from answers made without it', () => {
    const { result } = renderHook(() => useConfigurator(whitePp, null));
    act(() => result.current[1]({ type: 'setSize', sizeX: '70', sizeY: '40' }));
    expect(startConfiguration(whitePp, labelPreset).state.item.sizeX).toBe(50);
  });

  it('coming back through the same preset link keeps the changes made since', () => {
    const { result } = renderHook(() => useConfigurator(whitePp, labelPreset));
    act(() => result.current[1]({ type: 'setSize', sizeX: '80', sizeY: '50' }));
    expect(useCurrentItemStore.getState().source).toBe('purpose:product-label');
    expect(startConfiguration(whitePp, labelPreset).state.item.sizeX).toBe(80);
    // And a plain link to the same product resumes it too.
    expect(startConfiguration(whitePp, null).state.item.sizeX).toBe(80);
  });

  it('nothing is resumed once the current item is initialised (home, product list, add to cart)', () => {
    const { result } = renderHook(() => useConfigurator(whitePp, null));
    act(() => result.current[1]({ type: 'setSize', sizeX: '70', sizeY: '40' }));
    resetCurrentItem();
    expect(startConfiguration(whitePp, null).state.item.sizeX).toBe(0);
  });
});
