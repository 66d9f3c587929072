import { choiceIds, findProductBySlug, sampleCatalogue, type Product } from '@shop/domain/catalog';
import { newCurrentItem, type CurrentItem } from '@shop/domain/configurator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appearanceOf } from './appearance.ts';
import { cutLinesOf } from './cut-lines.ts';
import { effectiveDpi, minimumDpi, resolutionWarning } from './dpi.ts';
import { outlineOf, outlineOfShapeName } from './outline.ts';
import { bleedMm, printGuides, safeMarginMm, type Box } from './print-guides.ts';
import { referenceObjectFor } from './reference-object.ts';
import { stickerPreview } from './sticker-preview.ts';
import { initialPlacement, placeArtwork } from './artwork-placement.ts';

function product(slug: string): Product {
  const found = findProductBySlug(sampleCatalogue, slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

const pick = (id: number, name = '') => ({ id, name });
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

describe('print guides', () => {
  it('puts the bleed 2 mm outside and the safe area 2 mm inside the cut line', () => {
    const guides = printGuides(50, 30, false);
    expect(guides.bleed).toEqual({ x: 0, y: 0, width: 54, height: 34 });
    expect(guides.trim).toEqual({ x: 2, y: 2, width: 50, height: 30 });
    expect(guides.safe).toEqual({ x: 4, y: 4, width: 46, height: 26 });
    expect(guides.cornerRadiusMm).toBe(0);
  });

  it.each([
    [50, 50, 3],
    [10, 20, 2.5],
    [300, 280, 3],
  ])('rounds the corners of a %i × %i mm rounded rectangle by %f mm', (width, height, radius) => {
    expect(printGuides(width, height, true).cornerRadiusMm).toBe(radius);
  });

  it('nests bleed, cut line and safe area for every orderable size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 1200 }),
        fc.boolean(),
        (w, h, round) => {
          const guides = printGuides(w, h, round);
          expect(contains(guides.bleed, guides.trim)).toBe(true);
          expect(contains(guides.trim, guides.safe)).toBe(true);
          expect(guides.bleed.width - guides.trim.width).toBe(2 * bleedMm);
          expect(guides.trim.width - guides.safe.width).toBe(Math.min(w, 2 * safeMarginMm));
        },
      ),
    );
  });
});

describe('outline', () => {
  it.each([
    ['四角 小（30×15mm）', 'rectangle'],
    ['丸 小（直径25mm）', 'ellipse'],
    ['星形（50mm）', 'star'],
    ['吹き出し（60×45mm）', 'balloon'],
    ['ハート（45mm）', 'heart'],
    ['短冊（80×30mm）', 'rectangle'],
    ['楕円（40×25mm）', 'ellipse'],
    ['角丸四角（50×20mm）', 'roundedRectangle'],
  ])('reads the shape 「%s」 as a %s', (name, outline) => {
    expect(outlineOfShapeName(name)).toBe(outline);
  });

  it.each([
    [choiceIds.format.rectangle, 'rectangle'],
    [choiceIds.format.roundedRectangle, 'roundedRectangle'],
    [choiceIds.format.ellipse, 'ellipse'],
    [choiceIds.format.freeform, 'freeform'],
  ])('reads the format choice %i as a %s', (id, outline) => {
    expect(outlineOf(product('white-pp'), { shape: null, format: pick(id) })).toBe(outline);
  });

  it('draws a rectangle until a format is chosen', () => {
    expect(outlineOf(product('white-pp'), { shape: null, format: null })).toBe('rectangle');
  });
});

describe('appearance', () => {
  it.each([
    ['white-pp', 'white', null],
    ['clear-pet', 'clear', 'none'],
    ['kraft', 'kraft', null],
    ['hologram', 'hologram', 'none'],
    ['satin', 'satin', null],
    ['weatherproof-vinyl', 'weatherproof', null],
    ['emboss', 'metallic', null],
  ])('shows %s as %s with white ink %s before any choice', (slug, look, whiteInk) => {
    const shown = appearanceOf(product(slug), { lamination: null, whiteInk: null, ondemandFoil: null });
    expect(shown).toEqual({ look, lamination: null, whiteInk, foil: null });
  });

  it('shows the chosen lamination, white ink and foil', () => {
    const shown = appearanceOf(product('clear-pet'), {
      lamination: pick(choiceIds.lamination.matte),
      whiteInk: pick(choiceIds.whiteInk.designOnly),
      ondemandFoil: pick(choiceIds.ondemandFoil.gold),
    });
    expect(shown).toEqual({ look: 'clear', lamination: 'matte', whiteInk: 'designOnly', foil: 'gold' });
  });
});

describe('cut lines', () => {
  const none = { deliveryForm: null, halfcut: null, cutpath: null, slit: null };
  it.each([
    ['a sheet', { ...none, deliveryForm: pick(choiceIds.deliveryForm.sheet) }, 'halfCut', 5, false],
    ['a roll', { ...none, deliveryForm: pick(choiceIds.deliveryForm.roll) }, 'halfCut', 5, true],
    ['a full cut', { ...none, deliveryForm: pick(choiceIds.deliveryForm.fullCut) }, 'fullCut', 0, false],
    [
      'a full cut with a half cut',
      { ...none, deliveryForm: pick(choiceIds.deliveryForm.fullCut), halfcut: pick(1) },
      'fullCutWithHalfCut',
      3,
      false,
    ],
    [
      'a full cut with なし',
      { ...none, deliveryForm: pick(choiceIds.deliveryForm.fullCut), halfcut: pick(0) },
      'fullCut',
      0,
      false,
    ],
  ])('cuts %s as %s with %i mm of backing', (_label, item, kind, margin, onRoll) => {
    expect(cutLinesOf(item)).toMatchObject({ kind, backingMarginMm: margin, onRoll });
  });

  it('counts the cut paths of a free-form cut', () => {
    expect(cutLinesOf({ ...none, cutpath: pick(choiceIds.cutpath.three) }).cutPaths).toBe(3);
    expect(cutLinesOf(none).cutPaths).toBe(1);
  });
});

describe('reference object', () => {
  it.each([
    [20, 20, 'coin'],
    [60, 40, 'coin'],
    [61, 20, 'businessCard'],
    [300, 280, 'businessCard'],
  ])('puts a %i × %i mm sticker beside a %s', (w, h, kind) => {
    expect(referenceObjectFor(w, h).kind).toBe(kind);
  });
});

describe('sticker preview', () => {
  it('draws a 50 mm white PP sticker to scale beside a coin', () => {
    const item = { ...newCurrentItem(product('white-pp')), sizeX: 50, sizeY: 40 };
    const model = stickerPreview(product('white-pp'), item);
    expect(model).toMatchObject({ widthMm: 50, heightMm: 40, sized: true, outline: 'rectangle' });
    expect(model.reference.kind).toBe('coin');
    expect(model.guides.trim.width).toBe(50);
    expect(model.paths.cut).toMatch(/^M/);
  });

  it('draws a fixed shape at its own size', () => {
    const pop = product('pop');
    const star: CurrentItem = { ...newCurrentItem(pop), shape: { id: 2, name: '星形（50mm）', sealSize: 2 } };
    const model = stickerPreview(pop, star);
    expect(model).toMatchObject({ widthMm: 50, heightMm: 50, sized: true, outline: 'star' });
  });

  it('draws the one delivery form a product allows before it is chosen', () => {
    expect(stickerPreview(product('satin'), newCurrentItem(product('satin'))).cut.kind).toBe('fullCut');
    expect(stickerPreview(product('white-pp'), newCurrentItem(product('white-pp'))).cut.kind).toBe('halfCut');
  });

  it('says when no size is chosen yet', () => {
    expect(stickerPreview(product('kraft'), newCurrentItem(product('kraft'))).sized).toBe(false);
  });

  it('keeps the sticker, its backing and the reference object apart inside the scene', () => {
    const whitePp = product('white-pp');
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 10, max: 300 }),
        fc.constantFrom(1, 2, 3),
        fc.constantFrom(0, 1),
        (sizeX, sizeY, form, half) => {
          const model = stickerPreview(whitePp, {
            ...newCurrentItem(whitePp),
            sizeX,
            sizeY,
            deliveryForm: pick(form),
            halfcut: half ? pick(1) : null,
          });
          const scene = { x: 0, y: 0, width: model.scene.width, height: model.scene.height };
          expect(contains(scene, model.guides.bleed)).toBe(true);
          expect(contains(scene, model.referenceBox)).toBe(true);
          const stickerRight =
            model.guides.trim.x + model.guides.trim.width + Math.max(bleedMm, model.cut.backingMarginMm);
          expect(stickerRight).toBeLessThan(model.referenceBox.x);
        },
      ),
    );
  });
});

describe('effective resolution', () => {
  it.each([
    [{ width: 591, height: 591 }, { width: 50, height: 50 }, 300],
    [{ width: 590, height: 590 }, { width: 50, height: 50 }, 299],
    [{ width: 4000, height: 3000 }, { width: 100, height: 50 }, 1016],
    [{ width: 4000, height: 1000 }, { width: 100, height: 50 }, 508],
    [{ width: 200, height: 160 }, { width: 50 * 0.2, height: 40 * 0.2 }, 508],
  ])('an image of %o printed at %o mm has %i dpi', (pixels, printed, dpi) => {
    expect(effectiveDpi(pixels, printed)).toBe(dpi);
  });

  it('warns in Japanese below 300 dpi only', () => {
    expect(resolutionWarning(minimumDpi)).toBeNull();
    expect(resolutionWarning(299)).toContain('約299dpi');
  });

  it('never rises when the same image is printed larger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 0, max: 100 }),
        (px, mm, more) => {
          const image = { width: px, height: px };
          expect(effectiveDpi(image, { width: mm + more, height: mm + more })).toBeLessThanOrEqual(
            effectiveDpi(image, { width: mm, height: mm }),
          );
        },
      ),
    );
  });
});

describe('artwork placement', () => {
  const trim = { x: 2, y: 2, width: 50, height: 40 };

  it('fits the whole image inside the cut line and centres it', () => {
    expect(placeArtwork(trim, { width: 1000, height: 1000 }, initialPlacement)).toEqual({
      x: 7,
      y: 2,
      width: 40,
      height: 40,
    });
  });

  it('scales and moves it as the customer chose, within the scale range', () => {
    expect(placeArtwork(trim, { width: 2000, height: 1000 }, { scale: 0.5, dxMm: 3, dyMm: -1 })).toEqual({
      x: 14.5 + 3,
      y: 15.75 - 1,
      width: 25,
      height: 12.5,
    });
    expect(placeArtwork(trim, { width: 100, height: 100 }, { scale: 99, dxMm: 0, dyMm: 0 }).width).toBe(160);
  });

  it('keeps the image’s proportions, so its resolution is the same both ways', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        (width, height, scale) => {
          const placed = placeArtwork(trim, { width, height }, { scale, dxMm: 0, dyMm: 0 });
          expect(placed.width / placed.height).toBeCloseTo(width / height, 6);
          const across = width / (placed.width / 25.4);
          const down = height / (placed.height / 25.4);
          expect(across).toBeCloseTo(down, 6);
        },
      ),
    );
  });
});
