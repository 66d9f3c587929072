import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Point, type Ring } from './contour.ts';
import {
  clipRingsToSize,
  contourBoundsError,
  contourQueryText,
  contourTemplateLimits,
  contourTemplateMessages,
  contourTemplatePaths,
  parseContourQuery,
} from './contour-template.ts';
import { printGuides } from './print-guides.ts';

/** The points of an SVG path of straight lines. */
const pathPoints = (path: string): Point[] =>
  [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match): Point => [Number(match[1]), Number(match[2])]);

function extent(points: readonly Point[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** A disc of `radius` mm around (cx, cy), as the preview would send it. */
const disc = (cx: number, cy: number, radius: number, points = 48): Ring =>
  Array.from({ length: points }, (_, index): Point => {
    const angle = (index / points) * Math.PI * 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });

describe('the contour in the template query (decision 0812)', () => {
  it('reads back what the preview writes, to 0.1 mm', () => {
    const rings: Ring[] = [
      [
        [1.04, 2],
        [30, 2.26],
        [15.5, 20],
      ],
      [
        [40, 1],
        [48, 1],
        [44, 9],
      ],
    ];
    expect(contourQueryText(rings)).toBe('1,2;30,2.3;15.5,20|40,1;48,1;44,9');
    expect(parseContourQuery(contourQueryText(rings))).toEqual([
      [
        [1, 2],
        [30, 2.3],
        [15.5, 20],
      ],
      [
        [40, 1],
        [48, 1],
        [44, 9],
      ],
    ]);
  });

  it.each(['', '1,2;3,4', '1,2;3,4;5', 'a,b;c,d;e,f', '1,2;3,4;5,6|', '1e3,2;3,4;5,6'])(
    'refuses %j',
    (text) => expect(parseContourQuery(text)).toBeNull(),
  );

  it('refuses points outside the chosen size, and allows its edges', () => {
    expect(contourBoundsError([disc(25, 20, 15)], 50, 40)).toBeNull();
    expect(
      contourBoundsError(
        [
          [
            [0, 0],
            [50, 0],
            [50, 40],
          ],
        ],
        50,
        40,
      ),
    ).toBeNull();
    expect(contourBoundsError([disc(25, 20, 21)], 50, 40)).toBe(contourTemplateMessages.outOfBounds);
  });

  it('clips a design placed past the size to the size', () => {
    const [clipped] = clipRingsToSize([disc(50, 20, 15)], 50, 40);
    const box = extent(clipped ?? []);
    expect([box.left, box.right]).toEqual([35, 50]);
    expect(box.top).toBeCloseTo(5, 0);
    expect(box.bottom).toBeCloseTo(35, 0);
    expect(clipRingsToSize([disc(100, 20, 15)], 50, 40)).toEqual([]);
  });

  it('clipped rings always fit the size (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -50, max: 150, noNaN: true }),
            fc.double({ min: -50, max: 150, noNaN: true }),
          ),
          {
            minLength: 3,
            maxLength: 30,
          },
        ),
        (points) => {
          const clipped = clipRingsToSize([points], 80, 60);
          expect(contourBoundsError(clipped, 80, 60)).toBeNull();
        },
      ),
    );
  });

  it('keeps the point limit in mind: a disc traced as the preview does fits many times', () => {
    expect(disc(25, 20, 15).length * 10).toBeLessThanOrEqual(contourTemplateLimits.points);
  });
});

describe('the template lines around a contour', () => {
  const guides = printGuides(50, 40, false);

  it('draws the cut line as sent, the bleed 2 mm outside it and the safe area 2 mm inside it', () => {
    const paths = contourTemplatePaths([disc(25, 20, 15, 96)], guides.trim);
    const cut = extent(pathPoints(paths.cut));
    const bleed = extent(pathPoints(paths.bleed));
    const safe = extent(pathPoints(paths.safe));
    // The artboard's cut box starts at the bleed (2 mm): the disc spans 12–42 × 7–37 on it.
    expect(cut.left).toBeCloseTo(12, 1);
    expect(cut.right).toBeCloseTo(42, 1);
    expect(cut.top).toBeCloseTo(7, 1);
    expect(cut.bottom).toBeCloseTo(37, 1);
    // Grown and shrunk on a grid of about 0.12 mm: within a cell and a half of 2 mm.
    const cell = 0.2;
    expect(Math.abs(bleed.left - 10)).toBeLessThan(cell);
    expect(Math.abs(bleed.right - 44)).toBeLessThan(cell);
    expect(Math.abs(bleed.top - 5)).toBeLessThan(cell);
    expect(Math.abs(bleed.bottom - 39)).toBeLessThan(cell);
    expect(Math.abs(safe.left - 14)).toBeLessThan(cell);
    expect(Math.abs(safe.right - 40)).toBeLessThan(cell);
    expect(Math.abs(safe.top - 9)).toBeLessThan(cell);
    expect(Math.abs(safe.bottom - 35)).toBeLessThan(cell);
  });

  it('keeps separate parts separate when they are far apart, and drops a safe area too small to hold anything', () => {
    const paths = contourTemplatePaths(
      [
        [
          [2, 2],
          [12, 2],
          [12, 12],
          [2, 12],
        ],
        [
          [30, 20],
          [33, 20],
          [33, 23],
          [30, 23],
        ],
      ],
      guides.trim,
    );
    expect(paths.cut.split('M')).toHaveLength(3);
    expect(paths.bleed.split('M')).toHaveLength(3);
    // The 3 mm part has no room 2 mm inside its edge on both sides.
    expect(paths.safe.split('M')).toHaveLength(2);
  });
});
