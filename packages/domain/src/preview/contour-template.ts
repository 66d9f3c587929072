// A template drawn around the customer's own design (issue 23 points 2 and 7, decision 0812): the
// contour cut of decision 0809, sent from the preview as rings in mm (never the image), with the
// bleed grown from it and the safe area shrunk from it by the same margins as every other shape.
// The rings are filled on a grid and grown or shrunk by its distance transform (contour.ts), so a
// concave design's lines never cross themselves as a naive offset of the points would.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';
import { contourRings, insetRings, type AlphaMask, type Point, type Ring } from './contour.ts';
import { bleedMm, safeMarginMm, type Box } from './print-guides.ts';

export const contourTemplateLimits = {
  /** Points over all rings: a traced design smoothed as the preview does has a few hundred. */
  points: 800,
  /** Separate parts (each cut as its own sticker). */
  rings: 20,
  /** The grid the bleed and safe lines are worked out on, at most this many cells across. */
  gridSide: 480,
} as const;

export const contourTemplateMessages = {
  unreadable:
    'カットラインの形を読み取れませんでした。プレビューの「デザインの形に沿ってカット」から、もう一度お試しください。',
  tooManyPoints: `カットラインの点が多すぎます（${contourTemplateLimits.points.toLocaleString('ja-JP')}点まで）。プレビューから、もう一度お試しください。`,
  sizeRequired: 'デザインの形に沿ったテンプレートには、サイズ（横・縦）の入力が必要です',
  outOfBounds: 'カットラインが選んだサイズからはみ出しています。画像の大きさや位置を調整してください。',
  fixedShape: 'この商品は形が決まっているため、デザインの形に沿ったテンプレートはご用意していません',
} as const;

/** Tolerance on the size's edges, in mm: the query carries 0.1 mm steps. */
const edgeToleranceMm = 0.05;

const number = String.raw`-?\d+(?:\.\d+)?`;
const ringPattern = new RegExp(String.raw`^${number},${number}(?:;${number},${number}){2,}$`);

/**
 * The `contour` query text: rings joined by "|", each ring's points "x,y" joined by ";", in mm from
 * the cut box's top-left corner, to 0.1 mm. Null when it is not that shape.
 */
export function parseContourQuery(text: string): Ring[] | null {
  const rings = text.split('|');
  if (!rings.every((ring) => ringPattern.test(ring))) return null;
  return rings.map((ring) =>
    ring.split(';').map((pair): Point => {
      const [x = 0, y = 0] = pair.split(',').map(Number);
      return [x, y];
    }),
  );
}

/** The rings as the query carries them (what the preview sends). */
export function contourQueryText(rings: readonly Ring[]): string {
  const tenth = (value: number) => String(Math.round(value * 10) / 10);
  return rings.map((ring) => ring.map(([x, y]) => `${tenth(x)},${tenth(y)}`).join(';')).join('|');
}

/** The `contour` query field: its shape and its size, before the sticker's size is known. */
export const contourQuerySchema = safeString().check(
  z.refine((text) => parseContourQuery(text) !== null, { error: contourTemplateMessages.unreadable }),
  z.refine(
    (text) => {
      const rings = parseContourQuery(text) ?? [];
      return (
        rings.length <= contourTemplateLimits.rings &&
        rings.reduce((sum, ring) => sum + ring.length, 0) <= contourTemplateLimits.points
      );
    },
    { error: contourTemplateMessages.tooManyPoints },
  ),
);

/** Why the rings cannot be drawn at this size, or null: every point on or inside the cut box. */
export function contourBoundsError(rings: readonly Ring[], widthMm: number, heightMm: number): string | null {
  const inside = rings.every((ring) =>
    ring.every(
      ([x, y]) =>
        x >= -edgeToleranceMm &&
        y >= -edgeToleranceMm &&
        x <= widthMm + edgeToleranceMm &&
        y <= heightMm + edgeToleranceMm,
    ),
  );
  return inside ? null : contourTemplateMessages.outOfBounds;
}

/**
 * The rings clipped to the cut box (0, 0)–(width, height), in mm (Sutherland–Hodgman: the box is
 * convex). A sticker is cut within its size: the part of a design placed past it is not printed.
 */
export function clipRingsToSize(rings: readonly Ring[], widthMm: number, heightMm: number): Ring[] {
  const edges: ((p: Point) => number)[] = [
    ([x]) => x,
    ([, y]) => y,
    ([x]) => widthMm - x,
    ([, y]) => heightMm - y,
  ];
  return rings
    .map((ring) =>
      edges.reduce<Point[]>(
        (points, inside) => {
          const kept: Point[] = [];
          points.forEach((current, index) => {
            const previous = points[(index + points.length - 1) % points.length] ?? current;
            const [a, b] = [inside(previous), inside(current)];
            if (a >= 0 !== b >= 0) {
              const t = a / (a - b);
              kept.push([
                previous[0] + t * (current[0] - previous[0]),
                previous[1] + t * (current[1] - previous[1]),
              ]);
            }
            if (b >= 0) kept.push(current);
          });
          return kept;
        },
        [...ring],
      ),
    )
    .filter((ring) => ring.length >= 3);
}

/** The rings filled on a grid (even–odd: the parts of a contour cut never overlap). */
function fill(
  rings: readonly Ring[],
  origin: Point,
  mmPerCell: number,
  width: number,
  height: number,
): AlphaMask {
  const alpha = new Uint8Array(width * height);
  for (let row = 0; row < height; row += 1) {
    const y = origin[1] + (row + 0.5) * mmPerCell;
    const crossings: number[] = [];
    for (const ring of rings) {
      ring.forEach((a, index) => {
        const b = ring[(index + 1) % ring.length] ?? a;
        if (a[1] <= y !== b[1] <= y) crossings.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
      });
    }
    crossings.sort((left, right) => left - right);
    for (let pair = 0; pair + 1 < crossings.length; pair += 2) {
      const from = Math.max(0, Math.ceil(((crossings[pair] ?? 0) - origin[0]) / mmPerCell - 0.5));
      const to = Math.min(width - 1, Math.floor(((crossings[pair + 1] ?? 0) - origin[0]) / mmPerCell - 0.5));
      for (let column = from; column <= to; column += 1) alpha[row * width + column] = 255;
    }
  }
  return { width, height, alpha };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Rings in mm as an SVG path, moved by `offset` (the cut box's corner on the artboard). */
export function ringsPathMm(rings: readonly Ring[], offset: Point): string {
  return rings
    .map((ring) => `M${ring.map(([x, y]) => `${round(offset[0] + x)} ${round(offset[1] + y)}`).join('L')}Z`)
    .join('');
}

/**
 * The template's three lines for a contour cut, as SVG paths on the artboard whose cut box is
 * `trim`: the cut line as sent, the bleed line `bleedMm` outside it, the safe line `safeMarginMm`
 * inside it.
 */
export function contourTemplatePaths(
  rings: readonly Ring[],
  trim: Box,
): { cut: string; bleed: string; safe: string } {
  const margin = bleedMm + 1;
  const mmPerCell = Math.max(
    0.05,
    (Math.max(trim.width, trim.height) + 2 * margin) / contourTemplateLimits.gridSide,
  );
  const width = Math.ceil((trim.width + 2 * margin) / mmPerCell);
  const height = Math.ceil((trim.height + 2 * margin) / mmPerCell);
  const origin: Point = [-margin, -margin];
  const mask = fill(rings, origin, mmPerCell, width, height);
  const [grown = []] = contourRings(mask, [bleedMm / mmPerCell]);
  const shrunk = insetRings(mask, safeMarginMm / mmPerCell);
  const toMm = (cells: readonly Ring[]): Ring[] =>
    cells.map((ring) => ring.map(([x, y]): Point => [origin[0] + x * mmPerCell, origin[1] + y * mmPerCell]));
  const corner: Point = [trim.x, trim.y];
  return {
    cut: ringsPathMm(rings, corner),
    bleed: ringsPathMm(toMm(grown), corner),
    safe: ringsPathMm(toMm(shrunk), corner),
  };
}
