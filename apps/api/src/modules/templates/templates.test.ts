import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fieldMessages } from '@shop/domain/messages';
import {
  contourQueryText,
  contourTemplateLimits,
  contourTemplateMessages,
  templateMessages,
  type Ring,
} from '@shop/domain/preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v2/sticker-template?${query}` });
const mmToPt = (mm: number) => (mm * 72) / 25.4;

/**
 * Where page 1 draws in the cut line's magenta, in mm from the page's top-left corner: poppler
 * renders it at 20 px per mm and the magenta pixels' bounding box is measured.
 */
function cutLineBox(pdf: Buffer): { left: number; top: number; right: number; bottom: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
  try {
    writeFileSync(path.join(dir, 't.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '508',
      '-singlefile',
      path.join(dir, 't.pdf'),
      path.join(dir, 'p'),
    ]);
    const ppm = readFileSync(path.join(dir, 'p.ppm'));
    // P6 header: "P6\n<w> <h>\n255\n".
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('not a PPM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const start = header[0].length;
    let box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = start + (y * width + x) * 3;
        const [r, g, b] = [ppm[at] ?? 0, ppm[at + 1] ?? 0, ppm[at + 2] ?? 0];
        // #db2777 and its anti-aliased edge: red high, green low, blue in between.
        if (r > 180 && g < 120 && b > 70 && b < 170) {
          box = {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x),
            bottom: Math.max(box.bottom, y),
          };
        }
      }
    }
    const mm = (px: number) => px / 20;
    return { left: mm(box.left), top: mm(box.top), right: mm(box.right + 1), bottom: mm(box.bottom + 1) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('GET /api/v2/sticker-template', () => {
  it('gives a PDF whose first page is the artwork with its bleed and whose cut line is the chosen size', async () => {
    const response = await get('productId=101&file=pdf&sizeX=50&sizeY=40&formatId=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="template_white-pp_50x40mm.pdf"',
    );
    const pdf = response.rawPayload;
    const read = inspectPdf(pdf);
    expect(read.pageCount).toBe(2);
    // pdfinfo reports the first page's size: 54 × 44 mm.
    const [width, height] = read.pageSize.split(/\s+x\s+|\s+/).map(Number);
    expect(width).toBeCloseTo(mmToPt(54), 1);
    expect(height).toBeCloseTo(mmToPt(44), 1);
    expect(read.compact).toContain('仕上がりサイズ50×40mm');
    expect(read.compact).toContain('塗り足し');
    // The cut line, read back from the rendered page: 50 × 40 mm, 2 mm in from the edge.
    const box = cutLineBox(pdf);
    expect(box.left).toBeCloseTo(2, 0);
    expect(box.top).toBeCloseTo(2, 0);
    expect(box.right - box.left).toBeGreaterThan(49.6);
    expect(box.right - box.left).toBeLessThan(50.6);
    expect(box.bottom - box.top).toBeGreaterThan(39.6);
    expect(box.bottom - box.top).toBeLessThan(40.6);
  });

  it('gives an SVG sized in mm with a layer per line', async () => {
    const response = await get('productId=501&file=svg&shapeId=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toContain('width="54mm" height="54mm"');
    expect(response.body).toContain('inkscape:label="カットライン"');
  });

  describe("with the customer's contour cut (decision 0812)", () => {
    /** A disc of `radius` mm around (cx, cy) in the cut box, as the preview sends it. */
    const disc = (cx: number, cy: number, radius: number, points = 64): Ring =>
      Array.from({ length: points }, (_, index) => {
        const angle = (index / points) * Math.PI * 2;
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
      });
    const contour = (rings: Ring[]) => encodeURIComponent(contourQueryText(rings));

    it('draws the contour as the PDF cut line at the chosen size, not the example outline', async () => {
      // A 30 mm disc centred in a 50 × 40 mm sticker: on the 54 × 44 mm page it spans 12–42 × 7–37.
      const response = await get(
        `productId=101&file=pdf&sizeX=50&sizeY=40&formatId=4&contour=${contour([disc(25, 20, 15)])}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('template_white-pp_50x40mm_contour.pdf');
      const pdf = response.rawPayload;
      const read = inspectPdf(pdf);
      const [width, height] = read.pageSize.split(/\s+x\s+|\s+/).map(Number);
      expect(width).toBeCloseTo(mmToPt(54), 0);
      expect(height).toBeCloseTo(mmToPt(44), 0);
      const box = cutLineBox(pdf);
      // The line is 0.25 mm wide and drawn at 20 px per mm: its edges within 0.3 mm.
      expect(Math.abs(box.left - 12)).toBeLessThan(0.3);
      expect(Math.abs(box.right - 42)).toBeLessThan(0.3);
      expect(Math.abs(box.top - 7)).toBeLessThan(0.3);
      expect(Math.abs(box.bottom - 37)).toBeLessThan(0.3);
    });

    it('draws the contour, its bleed and its safe area in the SVG', async () => {
      const response = await get(
        `productId=101&file=svg&sizeX=50&sizeY=40&contour=${contour([disc(25, 20, 15)])}`,
      );
      expect(response.statusCode).toBe(200);
      const cut = /id="cut-line"[^>]*><path d="([^"]+)"/.exec(response.body)?.[1] ?? '';
      expect(cut.split('L').length).toBe(64);
      expect(cut).toMatch(/^M42 22L/);
      expect(response.body).toMatch(/id="bleed"[^>]*><path d="M[^"]+L/);
      expect(response.body).toMatch(/id="safe"[^>]*><path d="M[^"]+L/);
    });

    const tooMany = Array.from({ length: contourTemplateLimits.points + 1 }, (_, index) => {
      const angle = (index / (contourTemplateLimits.points + 1)) * Math.PI * 2;
      return [25 + 15 * Math.cos(angle), 20 + 15 * Math.sin(angle)] as const;
    });
    it.each([
      [
        'not a contour',
        'productId=101&file=pdf&sizeX=50&sizeY=40&contour=abc',
        contourTemplateMessages.unreadable,
      ],
      [
        'too many points',
        `productId=101&file=pdf&sizeX=50&sizeY=40&contour=${contour([tooMany])}`,
        contourTemplateMessages.tooManyPoints,
      ],
      [
        'outside the size',
        `productId=101&file=svg&sizeX=50&sizeY=40&contour=${contour([disc(25, 20, 21)])}`,
        contourTemplateMessages.outOfBounds,
      ],
      [
        'without a size',
        `productId=101&file=svg&contour=${contour([disc(25, 20, 15)])}`,
        contourTemplateMessages.sizeRequired,
      ],
    ])('refuses a contour %s with a Japanese 400', async (_, query, message) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ contour: message });
    });
  });

  it.each([
    ['productId=101&file=pdf', 422, { size: templateMessages.sizeRequired }],
    ['productId=101&file=pdf&sizeX=5&sizeY=40', 422, { size: fieldMessages.sizeMin }],
    ['productId=501&file=svg&shapeId=99', 422, { shapeId: templateMessages.shapeRequired }],
    ['productId=999&file=pdf&sizeX=50&sizeY=50', 404, undefined],
    ['productId=101&file=png&sizeX=50&sizeY=50', 400, undefined],
    ['productId=abc&file=pdf', 400, undefined],
  ])('refuses %s with %i', async (query, status, errors) => {
    const response = await get(query);
    expect(response.statusCode).toBe(status);
    const body = response.json<{ message: string; errors?: Record<string, string> }>();
    expect(body.message).toEqual(expect.any(String));
    if (errors) expect(body.errors).toEqual(errors);
  });
});
