import type { Product } from '@shop/domain/catalog';
import { appearanceOf, type Appearance } from './appearance.ts';
import { cutLinesOf, type CutLines } from './cut-lines.ts';
import { outlineOf, outlinePath, type Outline } from './outline.ts';
import { bleedMm, grow, printGuides, safeMarginMm, type Box, type PrintGuides } from './print-guides.ts';
import { referenceObjectFor, type ReferenceObject } from './reference-object.ts';

/** The parts of the current item the preview draws (a CurrentItem has them all). */
export interface PreviewedItem {
  sizeX: number;
  sizeY: number;
  shape: { id: number } | null;
  format: { id: number; name: string } | null;
  lamination: { id: number; name: string } | null;
  whiteInk: { id: number; name: string } | null;
  ondemandFoil: { id: number; name: string } | null;
  deliveryForm: { id: number; name: string } | null;
  halfcut: { id: number; name: string } | null;
  cutpath: { id: number; name: string } | null;
  slit: { id: number; name: string } | null;
}

/** The three lines as SVG paths, in the scene's mm. */
export interface GuidePaths {
  bleed: string;
  cut: string;
  safe: string;
  /** The backing's outline (the sheet, the roll's strip, the half-cut backing); null on a full cut. */
  backing: string | null;
}

export interface StickerPreviewModel {
  /** The sticker's size in mm (a size not yet chosen shows the product's first or a 50 mm one). */
  widthMm: number;
  heightMm: number;
  /** False while the customer has not chosen a size or shape: the drawing says so. */
  sized: boolean;
  outline: Outline;
  guides: PrintGuides;
  paths: GuidePaths;
  appearance: Appearance;
  cut: CutLines;
  reference: ReferenceObject;
  /** The reference object's box in the scene, beside the sticker. */
  referenceBox: Box;
  /** The whole drawing's size in mm: the sticker with its backing, a gap, the reference object. */
  scene: { width: number; height: number };
}

const placeholderMm = 50;

/** The one delivery form a product allows (satin: 全抜き only), drawn before it is chosen. */
function onlyDeliveryForm(product: Product): { id: number } | null {
  const allowed = product.setting.restrictions.deliveryForm?.allowedIds ?? [];
  return allowed.length === 1 && allowed[0] !== undefined ? { id: allowed[0] } : null;
}
/** Space between the sticker's backing and the reference object, and around the scene. */
const gapMm = 8;

function sizeOf(product: Product, item: PreviewedItem): { width: number; height: number; sized: boolean } {
  const { shapes } = product.setting;
  if (shapes.length > 0) {
    const shape = shapes.find((candidate) => candidate.id === item.shape?.id);
    const shown = shape ?? shapes[0];
    return {
      width: shown?.sizeX ?? placeholderMm,
      height: shown?.sizeY ?? placeholderMm,
      sized: Boolean(shape),
    };
  }
  if (item.sizeX > 0 && item.sizeY > 0) return { width: item.sizeX, height: item.sizeY, sized: true };
  return { width: placeholderMm, height: placeholderMm, sized: false };
}

/** The cut line, bleed, safe area and backing as paths, for guides already placed in the scene. */
export function guidePaths(outline: Outline, guides: PrintGuides, cut: CutLines): GuidePaths {
  const radius = guides.cornerRadiusMm;
  const grownRadius = (by: number) => (radius > 0 ? radius + by : 0);
  const backingBox = cut.backingMarginMm > 0 ? grow(guides.trim, cut.backingMarginMm) : null;
  // A half-cut backing follows the sticker's shape; a sheet or roll is a rectangle.
  const backingFollows = cut.kind === 'fullCutWithHalfCut';
  return {
    bleed: outlinePath(outline, guides.bleed, grownRadius(bleedMm)),
    cut: outlinePath(outline, guides.trim, radius),
    safe: outlinePath(outline, guides.safe, Math.max(0, radius - safeMarginMm)),
    backing: backingBox
      ? outlinePath(
          backingFollows ? outline : 'roundedRectangle',
          backingBox,
          backingFollows ? grownRadius(cut.backingMarginMm) : 1,
        )
      : null,
  };
}

/**
 * What the live preview draws for the item as chosen (issue 23, point 1): the sticker to scale
 * with its cut line, bleed and safe area, its material and finish, and a 1-yen coin or a business
 * card beside it, all in mm. Pure: it runs on every answer, in the browser and for the templates.
 */
export function stickerPreview(product: Product, item: PreviewedItem): StickerPreviewModel {
  const size = sizeOf(product, item);
  const outline = outlineOf(product, item);
  const cut = cutLinesOf({ ...item, deliveryForm: item.deliveryForm ?? onlyDeliveryForm(product) });
  const reference = referenceObjectFor(size.width, size.height);
  const atOrigin = printGuides(size.width, size.height, outline === 'roundedRectangle');
  // What the sticker takes up: its bleed, or its backing where that reaches further.
  const extent = grow(atOrigin.trim, Math.max(bleedMm, cut.backingMarginMm));
  const sceneHeight = Math.max(extent.height, reference.heightMm) + 2 * gapMm;
  // The sticker a gap from the left edge, both it and the reference object centred vertically.
  const dx = gapMm - extent.x;
  const dy = (sceneHeight - extent.height) / 2 - extent.y;
  const move = (box: Box): Box => ({ ...box, x: box.x + dx, y: box.y + dy });
  const guides: PrintGuides = {
    ...atOrigin,
    bleed: move(atOrigin.bleed),
    trim: move(atOrigin.trim),
    safe: move(atOrigin.safe),
  };
  const referenceBox: Box = {
    x: gapMm + extent.width + gapMm,
    y: (sceneHeight - reference.heightMm) / 2,
    width: reference.widthMm,
    height: reference.heightMm,
  };
  return {
    widthMm: size.width,
    heightMm: size.height,
    sized: size.sized,
    outline,
    guides,
    paths: guidePaths(outline, guides, cut),
    appearance: appearanceOf(product, item),
    cut,
    reference,
    referenceBox,
    scene: { width: referenceBox.x + referenceBox.width + gapMm, height: sceneHeight },
  };
}
