import { choiceIds, type Product } from '@shop/domain/catalog';
import type { Box } from './print-guides.ts';

/** The shape of a sticker's cut line. */
export type Outline =
  'rectangle' | 'roundedRectangle' | 'ellipse' | 'freeform' | 'star' | 'heart' | 'balloon';

const formatOutlines: Readonly<Record<number, Outline>> = {
  [choiceIds.format.rectangle]: 'rectangle',
  [choiceIds.format.roundedRectangle]: 'roundedRectangle',
  [choiceIds.format.ellipse]: 'ellipse',
  [choiceIds.format.freeform]: 'freeform',
};

// A fixed shape (numbering, POP, emboss) is named as the shop sells it: 「星形（50mm）」「丸 小（直径25mm）」.
// The first word that names a shape decides; 角丸 before 丸, since 「角丸四角」 is not a circle.
const shapeWords: readonly (readonly [string, Outline])[] = [
  ['角丸', 'roundedRectangle'],
  ['星', 'star'],
  ['ハート', 'heart'],
  ['吹き出し', 'balloon'],
  ['楕円', 'ellipse'],
  ['丸', 'ellipse'],
  ['円', 'ellipse'],
];

/** The outline of a fixed shape by its name; a name without a shape word is a rectangle (四角, 短冊). */
export function outlineOfShapeName(name: string): Outline {
  return shapeWords.find(([word]) => name.includes(word))?.[1] ?? 'rectangle';
}

/** The outline the customer has chosen: the fixed shape, else the format (形状) choice. */
export function outlineOf(
  product: Product,
  item: { shape: { id: number } | null; format: { id: number } | null },
): Outline {
  const shape = item.shape && product.setting.shapes.find((candidate) => candidate.id === item.shape?.id);
  if (shape) return outlineOfShapeName(shape.name);
  if (product.setting.shapes.length > 0) return outlineOfShapeName(product.setting.shapes[0]?.name ?? '');
  return (item.format && formatOutlines[item.format.id]) ?? 'rectangle';
}

const r = (value: number) => Math.round(value * 100) / 100;

/** Points of a shape drawn in a unit square, placed in a box. */
function inBox(box: Box) {
  return (u: number, v: number) => `${r(box.x + u * box.width)} ${r(box.y + v * box.height)}`;
}

function roundedRectanglePath(box: Box, radius: number): string {
  const { x, y, width, height } = box;
  const k = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (k === 0) return `M${r(x)} ${r(y)}H${r(x + width)}V${r(y + height)}H${r(x)}Z`;
  const arc = `A${r(k)} ${r(k)} 0 0 1`;
  return [
    `M${r(x + k)} ${r(y)}H${r(x + width - k)}`,
    `${arc} ${r(x + width)} ${r(y + k)}V${r(y + height - k)}`,
    `${arc} ${r(x + width - k)} ${r(y + height)}H${r(x + k)}`,
    `${arc} ${r(x)} ${r(y + height - k)}V${r(y + k)}`,
    `${arc} ${r(x + k)} ${r(y)}Z`,
  ].join('');
}

function ellipsePath(box: Box): string {
  const rx = box.width / 2;
  const ry = box.height / 2;
  const cy = box.y + ry;
  return `M${r(box.x)} ${r(cy)}A${r(rx)} ${r(ry)} 0 1 0 ${r(box.x + box.width)} ${r(cy)}A${r(rx)} ${r(ry)} 0 1 0 ${r(box.x)} ${r(cy)}Z`;
}

function starPath(box: Box): string {
  const at = inBox(box);
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 0.5 : 0.22;
    const angle = (Math.PI * index) / 5 - Math.PI / 2;
    // The star's top point touches the box, its lower points sit a little above the bottom edge:
    // stretched to fill the box's height, as the shop's 50 mm star is 50 mm tall.
    return at(0.5 + radius * Math.cos(angle), (0.5 + radius * Math.sin(angle)) / 0.9045);
  });
  return `M${points.join('L')}Z`;
}

function heartPath(box: Box): string {
  const at = inBox(box);
  return [
    `M${at(0.5, 0.26)}`,
    `C${at(0.5, 0.1)} ${at(0.3, 0)} ${at(0.18, 0)}`,
    `C${at(0.05, 0)} ${at(0, 0.14)} ${at(0, 0.3)}`,
    `C${at(0, 0.55)} ${at(0.3, 0.75)} ${at(0.5, 1)}`,
    `C${at(0.7, 0.75)} ${at(1, 0.55)} ${at(1, 0.3)}`,
    `C${at(1, 0.14)} ${at(0.95, 0)} ${at(0.82, 0)}`,
    `C${at(0.7, 0)} ${at(0.5, 0.1)} ${at(0.5, 0.26)}Z`,
  ].join('');
}

function balloonPath(box: Box): string {
  // A rounded speech bubble over the top 80 % with its tail to the lower left.
  const at = inBox(box);
  const body = 0.8;
  return [
    `M${at(0.12, 0)}H${r(box.x + 0.88 * box.width)}`,
    `Q${at(1, 0)} ${at(1, 0.15)}V${r(box.y + (body - 0.15) * box.height)}`,
    `Q${at(1, body)} ${at(0.88, body)}H${r(box.x + 0.34 * box.width)}`,
    `L${at(0.14, 1)}L${at(0.2, body)}H${r(box.x + 0.12 * box.width)}`,
    `Q${at(0, body)} ${at(0, body - 0.15)}V${r(box.y + 0.15 * box.height)}`,
    `Q${at(0, 0)} ${at(0.12, 0)}Z`,
  ].join('');
}

function freeformPath(box: Box): string {
  // A cut path that follows a design: an example contour, rounder than the box it fits.
  const at = inBox(box);
  return [
    `M${at(0.5, 0)}`,
    `C${at(0.78, 0)} ${at(0.86, 0.12)} ${at(0.9, 0.22)}`,
    `C${at(1, 0.34)} ${at(1, 0.6)} ${at(0.92, 0.74)}`,
    `C${at(0.84, 0.92)} ${at(0.66, 1)} ${at(0.46, 1)}`,
    `C${at(0.22, 1)} ${at(0.02, 0.88)} ${at(0, 0.62)}`,
    `C${at(0, 0.38)} ${at(0.06, 0.2)} ${at(0.2, 0.1)}`,
    `C${at(0.3, 0.03)} ${at(0.4, 0)} ${at(0.5, 0)}Z`,
  ].join('');
}

/**
 * The SVG path of an outline filling a box. The preview, the SVG template and the PDF template
 * all draw from this one function, so what the customer sees is what the template cuts. The
 * bleed and safe lines are the same outline in a box grown or shrunk by their margin.
 */
export function outlinePath(outline: Outline, box: Box, cornerRadiusMm: number): string {
  switch (outline) {
    case 'rectangle':
      return roundedRectanglePath(box, 0);
    case 'roundedRectangle':
      return roundedRectanglePath(box, cornerRadiusMm);
    case 'ellipse':
      return ellipsePath(box);
    case 'star':
      return starPath(box);
    case 'heart':
      return heartPath(box);
    case 'balloon':
      return balloonPath(box);
    case 'freeform':
      return freeformPath(box);
  }
}
