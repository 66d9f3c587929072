import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alphaThreshold,
  contourMarginsMm,
  contourRings,
  hasTransparentSurround,
  marginInPixels,
  ringsPath,
  winding,
  type AlphaMask,
  type Ring,
} from './contour.ts';
import { bleedMm, safeMarginMm } from './print-guides.ts';

function maskOf(rows: readonly string[]): AlphaMask {
  const width = rows[0]?.length ?? 0;
  return {
    width,
    height: rows.length,
    alpha: rows.flatMap((row) => [...row].map((cell) => (cell === '#' ? 255 : 0))),
  };
}

const inside = (rings: readonly Ring[], x: number, y: number) =>
  rings.some((ring) => winding(ring, [x, y]) !== 0);

/** The centres of the opaque pixels. */
function designCentres(mask: AlphaMask): [number, number][] {
  const centres: [number, number][] = [];
  for (let j = 0; j < mask.height; j += 1)
    for (let i = 0; i < mask.width; i += 1)
      if ((mask.alpha[j * mask.width + i] ?? 0) >= alphaThreshold) centres.push([i + 0.5, j + 0.5]);
  return centres;
}

/** Distance from a point to the nearest opaque pixel's centre. */
function distanceToDesign(centres: readonly [number, number][], x: number, y: number): number {
  let best = Infinity;
  for (const [cx, cy] of centres) best = Math.min(best, Math.hypot(cx - x, cy - y));
  return best;
}

/** Random designs: a few discs and boxes on a see-through field. */
const designs = fc
  .record({
    width: fc.integer({ min: 4, max: 28 }),
    height: fc.integer({ min: 4, max: 28 }),
    blobs: fc.array(
      fc.record({
        x: fc.double({ min: 0, max: 1, noNaN: true }),
        y: fc.double({ min: 0, max: 1, noNaN: true }),
        r: fc.double({ min: 0.3, max: 6, noNaN: true }),
        round: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ width, height, blobs }): AlphaMask => {
    const alpha: number[] = [];
    // The first blob's centre is always part of the design.
    const seedX = Math.min(width - 1, Math.floor((blobs[0]?.x ?? 0) * width));
    const seedY = Math.min(height - 1, Math.floor((blobs[0]?.y ?? 0) * height));
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const hit =
          (x === seedX && y === seedY) ||
          blobs.some((blob) => {
            const dx = x + 0.5 - blob.x * width;
            const dy = y + 0.5 - blob.y * height;
            return blob.round
              ? Math.hypot(dx, dy) <= blob.r
              : Math.abs(dx) <= blob.r && Math.abs(dy) <= blob.r / 2;
          });
        alpha.push(hit ? 255 : 10);
      }
    return { width, height, alpha };
  });

// The property tests sweep many designs: given time on a busy 2-core machine (no timing asserted).
describe('contour cut: from an alpha mask to a cut line', () => {
  it('offers a contour only when the image has a design and see-through pixels', () => {
    expect(hasTransparentSurround(maskOf(['....', '.##.', '....']))).toBe(true);
    expect(hasTransparentSurround(maskOf(['####', '####']))).toBe(false);
    expect(hasTransparentSurround(maskOf(['....', '....']))).toBe(false);
    // Half-transparent pixels count from the threshold.
    expect(hasTransparentSurround({ width: 2, height: 1, alpha: [alphaThreshold, alphaThreshold - 1] })).toBe(
      true,
    );
  });

  it('traces one ring around a square design, clockwise, its corners cut', () => {
    const [rings] = contourRings(maskOf(['......', '.####.', '.####.', '.####.', '.####.', '......']), [0]);
    expect(rings).toHaveLength(1);
    const ring = rings?.[0] ?? [];
    const xs = ring.map(([x]) => x);
    const ys = ring.map(([, y]) => y);
    expect(Math.min(...xs)).toBe(1);
    expect(Math.max(...xs)).toBe(5);
    expect(Math.min(...ys)).toBe(1);
    expect(Math.max(...ys)).toBe(5);
    expect(inside(rings ?? [], 3, 3)).toBe(true);
    expect(inside(rings ?? [], 0.5, 0.5)).toBe(false);
  });

  it('fills a hole and drops an island inside it: the sticker is cut along its outside only', () => {
    const [rings] = contourRings(
      maskOf(['.........', '.#######.', '.#.....#.', '.#..#..#.', '.#.....#.', '.#######.', '.........']),
      [0],
    );
    expect(rings).toHaveLength(1);
    expect(inside(rings ?? [], 3, 3)).toBe(true);
  });

  it('keeps two designs far apart as two rings, and joins them once the margin meets', () => {
    const mask = maskOf(['##......##', '##......##']);
    const [tight, wide] = contourRings(mask, [0, 4]);
    expect(tight).toHaveLength(2);
    expect(wide).toHaveLength(1);
  });

  it('has nothing to cut without an opaque pixel', () => {
    expect(contourRings(maskOf(['....', '....']), [0, 3])).toEqual([[], []]);
  });

  it('places the rings in mm over the image box', () => {
    const mask = maskOf(['##', '##']);
    const [rings] = contourRings(mask, [0]);
    const path = ringsPath(rings ?? [], mask, { x: 10, y: 20, width: 4, height: 4 });
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    const numbers = path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.min(...xs)).toBe(10);
    expect(Math.max(...xs)).toBe(14);
    expect(Math.min(...ys)).toBe(20);
    expect(Math.max(...ys)).toBe(24);
    expect(marginInPixels(2, mask, { x: 0, y: 0, width: 4, height: 4 })).toBe(1);
  });

  it('grows by the shop margins: the cut line the safe margin out, the bleed beyond it', () => {
    expect(contourMarginsMm.cut).toBe(safeMarginMm);
    expect(contourMarginsMm.bleed).toBe(safeMarginMm + bleedMm);
    expect(contourMarginsMm.safe).toBe(0);
  });

  it('property: every opaque pixel lies inside the outline, at every margin', () => {
    fc.assert(
      fc.property(designs, fc.double({ min: 0, max: 6, noNaN: true }), (mask, margin) => {
        const [rings = []] = contourRings(mask, [margin]);
        for (let y = 0; y < mask.height; y += 1)
          for (let x = 0; x < mask.width; x += 1)
            if ((mask.alpha[y * mask.width + x] ?? 0) >= alphaThreshold)
              expect(inside(rings, x + 0.5, y + 0.5)).toBe(true);
      }),
      { numRuns: 80 },
    );
  }, 30_000);

  it('property: the outline keeps to its margin: points well within it are inside, points well past it outside', () => {
    fc.assert(
      fc.property(designs, fc.double({ min: 1, max: 6, noNaN: true }), (mask, margin) => {
        const [rings = []] = contourRings(mask, [margin]);
        const centres = designCentres(mask);
        // Sample a grid around the mask; holes are filled, so "outside" is checked only beyond the
        // design's reach from its far side (left of every opaque pixel in its row, or above in its column).
        for (let y = -margin - 2; y <= mask.height + margin + 2; y += 0.75)
          for (let x = -margin - 2; x <= mask.width + margin + 2; x += 0.75) {
            const distance = distanceToDesign(centres, x, y);
            if (distance <= margin - 1.5) expect(inside(rings, x, y)).toBe(true);
            const outsideBox = x < 0 || y < 0 || x > mask.width || y > mask.height;
            if (distance >= margin + 1.5 && outsideBox) expect(inside(rings, x, y)).toBe(false);
          }
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('property: a wider margin holds the narrower outline', () => {
    fc.assert(
      fc.property(
        designs,
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 1.5, max: 4, noNaN: true }),
        (mask, margin, more) => {
          const [narrow = [], wide = []] = contourRings(mask, [margin, margin + more]);
          for (const ring of narrow) for (const [x, y] of ring) expect(inside(wide, x, y)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it('property: every ring is closed, finite and clockwise', () => {
    fc.assert(
      fc.property(designs, fc.double({ min: 0, max: 5, noNaN: true }), (mask, margin) => {
        const [rings = []] = contourRings(mask, [margin]);
        expect(rings.length).toBeGreaterThan(0);
        for (const ring of rings) {
          expect(ring.length).toBeGreaterThanOrEqual(3);
          expect(ring.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))).toBe(true);
          let area = 0;
          ring.forEach(([x1, y1], index) => {
            const [x2, y2] = ring[(index + 1) % ring.length] ?? [x1, y1];
            area += x1 * y2 - x2 * y1;
          });
          expect(area).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
