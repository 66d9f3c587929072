// A cut path around a transparent PNG (issue 23 point 2, decision 0809): the outline of the
// design's opaque pixels, grown by the print shop's margins. Pure: the browser hands in the
// image's alpha channel (a small copy of it) and gets the rings back, in the mask's pixels.
//
// The steps: opaque pixels (alpha at or above the threshold) → the Euclidean distance of every
// pixel to the nearest opaque one (Felzenszwalb and Huttenlocher's two-pass transform) → for each
// margin, the pixels within it → their boundary traced as closed rings along the pixel edges →
// corners cut at the edges' midpoints and the steps smoothed (Ramer–Douglas–Peucker). Holes are
// filled and islands inside another ring dropped: a sticker is cut along its outside only.
import { backingMarginMm, bleedMm, safeMarginMm, type Box } from './print-guides.ts';

/** An image's alpha channel, row by row, 0 (see-through) to 255 (opaque). */
export interface AlphaMask {
  width: number;
  height: number;
  alpha: ArrayLike<number>;
}

/** A point in the mask's pixels (x right, y down); a pixel (i, j) spans i..i+1, j..j+1. */
export type Point = readonly [number, number];
/** A closed outline, clockwise on the screen (its last point joins its first). */
export type Ring = readonly Point[];

/** A pixel at least this opaque belongs to the design (half-transparent edges count from half). */
export const alphaThreshold = 128;
/** The longest side of the mask the browser reads: enough for a cut line, light to trace. */
export const contourMaskSide = 200;
/** How far a smoothed outline may stray from the traced steps, in mask pixels: less than a pixel centre lies from its cut corner, so no opaque pixel falls outside. */
const smoothing = 0.25;

/**
 * The margins of a contour cut, outward from the design's edge, in mm: the cut line runs the safe
 * margin outside the design (so the design itself sits in the safe area), the bleed line the
 * bleed beyond it, a half-cut backing its margin beyond the cut.
 */
export const contourMarginsMm = {
  safe: 0,
  cut: safeMarginMm,
  bleed: safeMarginMm + bleedMm,
  backing: safeMarginMm + backingMarginMm,
} as const;

const isOpaque = (mask: AlphaMask, index: number, threshold: number) => (mask.alpha[index] ?? 0) >= threshold;

/** True when the image has both a design and see-through pixels around it: a contour cut makes sense. */
export function hasTransparentSurround(mask: AlphaMask, threshold = alphaThreshold): boolean {
  let opaque = false;
  let clear = false;
  for (let index = 0; index < mask.width * mask.height; index += 1) {
    if (isOpaque(mask, index, threshold)) opaque = true;
    else clear = true;
    if (opaque && clear) return true;
  }
  return false;
}

const far = 1e20;

/** One line of the squared distance transform (Felzenszwalb & Huttenlocher 2012), in place. */
function distanceLine(f: Float64Array, n: number, out: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q += 1) {
    let s = 0;
    for (;;) {
      const p = v[k] ?? 0;
      s = ((f[q] ?? far) + q * q - ((f[p] ?? far) + p * p)) / (2 * q - 2 * p);
      if (k > 0 && s <= (z[k] ?? -Infinity)) k -= 1;
      else break;
    }
    k += 1;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q += 1) {
    while ((z[k + 1] ?? Infinity) < q) k += 1;
    const p = v[k] ?? 0;
    out[q] = (q - p) * (q - p) + (f[p] ?? far);
  }
}

/** The squared distance of every cell of a padded grid to the nearest opaque pixel. */
function squaredDistances(mask: AlphaMask, pad: number, threshold: number) {
  const width = mask.width + 2 * pad;
  const height = mask.height + 2 * pad;
  const grid = new Float64Array(width * height).fill(far);
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if (isOpaque(mask, y * mask.width + x, threshold)) grid[(y + pad) * width + x + pad] = 0;
    }
  }
  const longest = Math.max(width, height);
  const f = new Float64Array(longest);
  const out = new Float64Array(longest);
  const v = new Int32Array(longest);
  const z = new Float64Array(longest + 1);
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) f[y] = grid[y * width + x] ?? far;
    distanceLine(f, height, out, v, z);
    for (let y = 0; y < height; y += 1) grid[y * width + x] = out[y] ?? far;
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) f[x] = grid[y * width + x] ?? far;
    distanceLine(f, width, out, v, z);
    for (let x = 0; x < width; x += 1) grid[y * width + x] = out[x] ?? far;
  }
  return { grid, width, height };
}

/**
 * The boundary of the cells marked in `inside` as closed rings of pixel corners, clockwise on the
 * screen (outer boundaries have a positive area, holes a negative one). Where two cells touch only
 * at a corner the trace turns right, so they stay two rings.
 */
function traceRings(inside: Uint8Array, width: number, height: number): Point[][] {
  const filled = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && inside[y * width + x] === 1;
  const columns = width + 1;
  // Each boundary edge of a cell, clockwise around it, as from-corner → direction.
  const outgoing = new Map<number, number[]>();
  const add = (x: number, y: number, direction: number) => {
    const key = y * columns + x;
    const list = outgoing.get(key);
    if (list) list.push(direction);
    else outgoing.set(key, [direction]);
  };
  // Directions: 0 right, 1 down, 2 left, 3 up (screen).
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!filled(x, y)) continue;
      if (!filled(x, y - 1)) add(x, y, 0);
      if (!filled(x + 1, y)) add(x + 1, y, 1);
      if (!filled(x, y + 1)) add(x + 1, y + 1, 2);
      if (!filled(x - 1, y)) add(x, y + 1, 3);
    }
  }
  const steps: readonly Point[] = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ];
  const rings: Point[][] = [];
  for (const [startKey, startList] of outgoing) {
    while (startList.length > 0) {
      const ring: Point[] = [];
      let key = startKey;
      let direction = startList.pop() ?? 0;
      for (;;) {
        const x = key % columns;
        const y = (key - x) / columns;
        ring.push([x, y]);
        const [dx, dy] = steps[direction] ?? [1, 0];
        key = (y + dy) * columns + x + dx;
        if (key === startKey) break;
        const next = outgoing.get(key);
        if (!next || next.length === 0) break;
        // Right turn first, then straight on, then left.
        const choice = [(direction + 1) % 4, direction, (direction + 3) % 4].find((d) => next.includes(d));
        if (choice === undefined) break;
        next.splice(next.indexOf(choice), 1);
        direction = choice;
      }
      rings.push(ring);
    }
  }
  return rings;
}

/** Twice the signed area (positive: clockwise on the screen, y down). */
function doubleArea(ring: Ring): number {
  let sum = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const [x1, y1] = ring[index] ?? [0, 0];
    const [x2, y2] = ring[(index + 1) % ring.length] ?? [0, 0];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** Distance from p to the segment a–b. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Ramer–Douglas–Peucker over an open run of points (kept: its ends and what strays too far). */
function simplifyRun(points: readonly Point[], tolerance: number): Point[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    const a = points[first] ?? [0, 0];
    const b = points[last] ?? [0, 0];
    let worst = -1;
    let worstDistance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const distance = segmentDistance(points[index] ?? [0, 0], a, b);
      if (distance > worstDistance) {
        worst = index;
        worstDistance = distance;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** The ring with its corners cut at the edges' midpoints, then simplified. */
function smooth(ring: Ring): Point[] {
  const midpoints: Point[] = ring.map((point, index) => {
    const next = ring[(index + 1) % ring.length] ?? point;
    return [(point[0] + next[0]) / 2, (point[1] + next[1]) / 2];
  });
  if (midpoints.length <= 4) return midpoints;
  // Split the closed ring at its first point and the point farthest from it, simplify both halves.
  const start = midpoints[0] ?? [0, 0];
  let farthest = 1;
  midpoints.forEach((point, index) => {
    const best = midpoints[farthest] ?? start;
    if (
      Math.hypot(point[0] - start[0], point[1] - start[1]) >
      Math.hypot(best[0] - start[0], best[1] - start[1])
    )
      farthest = index;
  });
  const first = simplifyRun(midpoints.slice(0, farthest + 1), smoothing);
  const second = simplifyRun([...midpoints.slice(farthest), start], smoothing);
  return [...first, ...second.slice(1, -1)];
}

/** Winding number of the ring around p (nonzero: inside). */
export function winding(ring: Ring, p: Point): number {
  let count = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const a = ring[index] ?? [0, 0];
    const b = ring[(index + 1) % ring.length] ?? [0, 0];
    if (a[1] <= p[1]) {
      if (b[1] > p[1] && (b[0] - a[0]) * (p[1] - a[1]) - (p[0] - a[0]) * (b[1] - a[1]) > 0) count += 1;
    } else if (b[1] <= p[1] && (b[0] - a[0]) * (p[1] - a[1]) - (p[0] - a[0]) * (b[1] - a[1]) < 0) count -= 1;
  }
  return count;
}

/** The outer rings of one region: holes filled, islands inside another ring dropped. */
function outerRings(rings: readonly Point[][]): Ring[] {
  const outer = rings
    .map((ring) => ({ ring: smooth(ring), area: doubleArea(ring) }))
    .filter((entry) => entry.area > 0 && entry.ring.length >= 3)
    .sort((a, b) => b.area - a.area);
  const kept: Ring[] = [];
  for (const { ring } of outer) {
    const first = ring[0] ?? [0, 0];
    if (!kept.some((other) => winding(other, first) !== 0)) kept.push(ring);
  }
  return kept;
}

/**
 * The outline of the mask's opaque pixels grown by each margin (in mask pixels), as rings in the
 * mask's pixels (they may reach past its edges by the margin). An empty list for a margin when the
 * mask has no opaque pixel.
 */
export function contourRings(
  mask: AlphaMask,
  marginsPx: readonly number[],
  threshold = alphaThreshold,
): Ring[][] {
  const widest = Math.max(0, ...marginsPx.filter((margin) => Number.isFinite(margin)));
  const pad = Math.ceil(widest) + 1;
  const { grid, width, height } = squaredDistances(mask, pad, threshold);
  return marginsPx.map((marginPx) => {
    const limit = Math.max(0, Number.isFinite(marginPx) ? marginPx : 0) ** 2;
    const inside = new Uint8Array(width * height);
    for (let index = 0; index < grid.length; index += 1)
      inside[index] = (grid[index] ?? far) <= limit ? 1 : 0;
    return outerRings(traceRings(inside, width, height)).map((ring) =>
      ring.map(([x, y]): Point => [x - pad, y - pad]),
    );
  });
}

/**
 * The outline of the mask's opaque pixels shrunk by the margin (in mask pixels): the pixels whose
 * centre lies more than the margin from every see-through pixel and from the mask's edges. For a
 * template's safe area inside a contour cut (decision 0812).
 */
export function insetRings(mask: AlphaMask, marginPx: number, threshold = alphaThreshold): Ring[] {
  // The see-through pixels, in a see-through frame of one pixel, become the "design" measured from.
  const width = mask.width + 2;
  const height = mask.height + 2;
  const outside = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if (isOpaque(mask, y * mask.width + x, threshold)) outside[(y + 1) * width + x + 1] = 0;
    }
  }
  const { grid } = squaredDistances({ width, height, alpha: outside }, 0, threshold);
  const limit = Math.max(0, marginPx) ** 2;
  const inside = new Uint8Array(width * height);
  for (let index = 0; index < grid.length; index += 1) inside[index] = (grid[index] ?? 0) > limit ? 1 : 0;
  return outerRings(traceRings(inside, width, height)).map((ring) =>
    ring.map(([x, y]): Point => [x - 1, y - 1]),
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Rings in the mask's pixels as an SVG path in mm, for the image placed in `box`. */
export function ringsPath(
  rings: readonly Ring[],
  mask: Pick<AlphaMask, 'width' | 'height'>,
  box: Box,
): string {
  const sx = box.width / Math.max(1, mask.width);
  const sy = box.height / Math.max(1, mask.height);
  return rings
    .map((ring) => `M${ring.map(([x, y]) => `${round(box.x + x * sx)} ${round(box.y + y * sy)}`).join('L')}Z`)
    .join('');
}

/** A margin in mm as mask pixels, for the image placed in `box`. */
export function marginInPixels(
  marginMm: number,
  mask: Pick<AlphaMask, 'width' | 'height'>,
  box: Box,
): number {
  const mmPerPixel = (box.width / Math.max(1, mask.width) + box.height / Math.max(1, mask.height)) / 2;
  return mmPerPixel > 0 ? marginMm / mmPerPixel : 0;
}
