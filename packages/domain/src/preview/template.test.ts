import { findProductBySlug, sampleCatalogue, type Product } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import {
  stickerTemplate,
  stickerTemplateQuerySchema,
  stickerTemplateSvg,
  templateMessages,
} from './template.ts';

function product(slug: string): Product {
  const found = findProductBySlug(sampleCatalogue, slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

describe('sticker template', () => {
  it('makes the artboard the artwork with its bleed, the cut line 2 mm inside', () => {
    const outcome = stickerTemplate(product('white-pp'), { sizeX: 50, sizeY: 40, formatId: 2 });
    if (!outcome.ok) throw new Error('refused');
    const { template } = outcome;
    expect(template.guides.bleed).toEqual({ x: 0, y: 0, width: 54, height: 44 });
    expect(template.guides.trim).toEqual({ x: 2, y: 2, width: 50, height: 40 });
    expect(template.outline).toBe('roundedRectangle');
    expect(template.fileStem).toBe('template_white-pp_50x40mm');
    const svg = stickerTemplateSvg(template);
    expect(svg).toContain('width="54mm" height="44mm" viewBox="0 0 54 44"');
    expect(svg).toContain('inkscape:label="カットライン"');
    expect(svg).toContain('仕上がりサイズ 50×40mm');
  });

  it('draws a fixed shape at its own size', () => {
    const outcome = stickerTemplate(product('pop'), { shapeId: 4 });
    expect(outcome.ok && outcome.template.outline).toBe('heart');
    expect(outcome.ok && outcome.template.widthMm).toBe(45);
  });

  it.each([
    ['white-pp', {}, { size: templateMessages.sizeRequired }],
    ['white-pp', { sizeX: 5, sizeY: 40 }, { size: '10mm以上で入力してください' }],
    ['pop', { shapeId: 99 }, { shapeId: templateMessages.shapeRequired }],
  ])('refuses %s with %o', (slug, query, errors) => {
    const outcome = stickerTemplate(product(slug), query);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(Object.keys(outcome.errors)).toEqual(Object.keys(errors));
  });

  it('reads its query from text', () => {
    expect(
      stickerTemplateQuerySchema.parse({ productId: '101', file: 'pdf', sizeX: '50', sizeY: '40' }),
    ).toEqual({
      productId: 101,
      file: 'pdf',
      sizeX: 50,
      sizeY: 40,
    });
    expect(stickerTemplateQuerySchema.safeParse({ productId: '101', file: 'png' }).success).toBe(false);
  });
});
