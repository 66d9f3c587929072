import { configuratorReducer, initConfigurator, itemErrors } from '@shop/domain/configurator';
import { fieldMessages } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../lookup.ts';
import { presetSchema, type Preset } from '../preset.ts';
import { sampleCatalogue } from './sample-catalogue.ts';
import { sampleGallery } from './sample-gallery.ts';
import { samplePurposeTitles } from './sample-purpose-titles.ts';
import { samplePurposes } from './sample-purposes.ts';

function configured(productId: number, preset: Preset) {
  const product = findProduct(sampleCatalogue, productId);
  if (!product) throw new Error(`unknown product ${productId}`);
  return configuratorReducer(initConfigurator(product), { type: 'applyPreset', preset });
}

/**
 * The preset as the customer finishes it: a delivery date the preset leaves out is theirs to
 * choose (decision 0105), and until then add to cart asks for it and nothing else.
 */
function orderable(productId: number, preset: Preset) {
  const state = configured(productId, preset);
  if (preset.deliveryDateProduct !== undefined) return state;
  expect(itemErrors(state)).toEqual({ deliveryDate: fieldMessages.mustSelect });
  return configuratorReducer(state, { type: 'setDeliveryDate', days: 5 });
}

describe('samplePurposes', () => {
  it('are titled as samplePurposeTitles lists them, in order (the estimate form reads those)', () => {
    expect(samplePurposes.map((purpose) => purpose.title)).toEqual(samplePurposeTitles);
  });

  it('has at least 6 purposes with unique ASCII slugs', () => {
    expect(samplePurposes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(samplePurposes.map((p) => p.slug)).size).toBe(samplePurposes.length);
    for (const purpose of samplePurposes) expect(purpose.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('covers the usual purposes of a sticker shop', () => {
    const titles = samplePurposes.map((p) => p.title);
    for (const title of ['商品ラベル', 'ノベルティ', '屋外看板', '食品表示', 'イベント', '名入れ']) {
      expect(titles).toContain(title);
    }
  });

  it.each(samplePurposes.map((p) => [p.slug, p] as const))(
    '%s opens an orderable, priced configuration',
    (_slug, purpose) => {
      const state = orderable(purpose.productId, purpose.preset);
      expect(purpose.body.length).toBeGreaterThan(0);
      expect(itemErrors(state)).toEqual({});
      expect(state.item.amountTotal).toBeGreaterThan(0);
    },
  );
});

describe('sampleGallery', () => {
  it('has at least 8 pieces with unique ids', () => {
    expect(sampleGallery.length).toBeGreaterThanOrEqual(8);
    expect(new Set(sampleGallery.map((g) => g.id)).size).toBe(sampleGallery.length);
  });

  it.each(sampleGallery.map((g) => [g.title, g] as const))('%s is orderable as shown', (_title, piece) => {
    const state = orderable(piece.productId, piece.preset);
    expect(itemErrors(state)).toEqual({});
    expect(state.item.amountTotal).toBeGreaterThan(0);
  });

  it.each(sampleGallery.map((g) => [g.title, g.svg] as const))(
    '%s has self-contained, well-formed SVG',
    (_title, svg) => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|on\w+=/i);
      // Every opened element is closed in order.
      const stack: string[] = [];
      for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
        if (selfClosing) continue;
        if (closing) expect(stack.pop()).toBe(name);
        else stack.push(name ?? '');
      }
      expect(stack).toEqual([]);
    },
  );
});

describe('the presets of purposes and the gallery', () => {
  it('are valid and written as the preset schema gives them back (the pages use them without zod: 0560)', () => {
    for (const { preset } of [...samplePurposes, ...sampleGallery]) {
      expect(presetSchema.parse(preset)).toEqual(preset);
    }
  });
});
