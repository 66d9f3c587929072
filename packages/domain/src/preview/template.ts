import { z } from 'zod/mini';
import type { Product } from '@shop/domain/catalog';
import { validateSize } from '@shop/domain/size';
import { escapeXml } from '../catalog/sample/artwork.ts';
import {
  contourBoundsError,
  contourQuerySchema,
  contourTemplateMessages,
  contourTemplatePaths,
  parseContourQuery,
} from './contour-template.ts';
import { outlineOf, type Outline } from './outline.ts';
import { bleedMm, printGuides, safeMarginMm, type PrintGuides } from './print-guides.ts';
import { guidePaths } from './sticker-preview.ts';

/** GET /v2/sticker-template: which template (issue 23 point 7). Query strings are text: coerced. */
export const stickerTemplateQuerySchema = z
  .object({
    productId: z.coerce.number().check(z.int(), z.positive()),
    file: z.enum(['pdf', 'svg']),
    sizeX: z.optional(z.coerce.number().check(z.int(), z.positive())),
    sizeY: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** The fixed shape of a numbering, POP or emboss product. */
    shapeId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** The format (形状) choice of a sticker sized in mm. */
    formatId: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
    /** The customer's contour cut, in mm inside the chosen size (decision 0812). */
    contour: z.optional(contourQuerySchema),
  })
  .check(
    // The contour must fit the size it is drawn at: a 400 on the field, like its shape.
    z.superRefine((query, context) => {
      const rings = query.contour === undefined ? null : parseContourQuery(query.contour);
      if (!rings) return;
      const message =
        query.sizeX && query.sizeY
          ? contourBoundsError(rings, query.sizeX, query.sizeY)
          : contourTemplateMessages.sizeRequired;
      if (message) context.addIssue({ code: 'custom', path: ['contour'], message, input: query.contour });
    }),
  );
export type StickerTemplateQuery = z.infer<typeof stickerTemplateQuerySchema>;

/** A template's drawing: the artboard is the bleed box, the lines in mm from its top-left corner. */
export interface StickerTemplate {
  productName: string;
  widthMm: number;
  heightMm: number;
  outline: Outline;
  guides: PrintGuides;
  paths: { bleed: string; cut: string; safe: string };
  /** template_white-pp_50x40mm: what the download is saved as, before its extension. */
  fileStem: string;
}

export type TemplateOutcome =
  { ok: true; template: StickerTemplate } | { ok: false; errors: Record<string, string> };

export const templateMessages = {
  sizeRequired: 'サイズ（横・縦）を入力してください',
  shapeRequired: '形状を選択してください',
  notConfigurable: 'この商品のテンプレートはご用意していません。お見積りでご相談ください。',
} as const;

/**
 * The template for a product in the chosen shape and size: the same outline and margins as the
 * preview (one function draws both), with the artboard the size of the artwork with its bleed.
 */
export function stickerTemplate(
  product: Product,
  query: Omit<StickerTemplateQuery, 'productId' | 'file'>,
): TemplateOutcome {
  if (product.productType === 'estimate')
    return { ok: false, errors: { productId: templateMessages.notConfigurable } };
  const { shapes, spec, slug } = product.setting;
  let width: number;
  let height: number;
  if (shapes.length > 0) {
    const shape = shapes.find((candidate) => candidate.id === query.shapeId);
    if (!shape) return { ok: false, errors: { shapeId: templateMessages.shapeRequired } };
    width = shape.sizeX;
    height = shape.sizeY;
  } else {
    if (!query.sizeX || !query.sizeY) return { ok: false, errors: { size: templateMessages.sizeRequired } };
    const sizeError = validateSize({ sizeX: query.sizeX, sizeY: query.sizeY, spec });
    if (sizeError) return { ok: false, errors: { size: sizeError } };
    width = query.sizeX;
    height = query.sizeY;
  }
  const shapeId = query.shapeId ?? null;
  const format = query.formatId === undefined ? null : { id: query.formatId };
  const outline = outlineOf(product, { shape: shapeId === null ? null : { id: shapeId }, format });
  const guides = printGuides(width, height, outline === 'roundedRectangle');
  const contour = query.contour === undefined ? null : parseContourQuery(query.contour);
  if (contour && shapes.length > 0)
    return { ok: false, errors: { contour: contourTemplateMessages.fixedShape } };
  const { bleed, cut, safe } = contour
    ? contourTemplatePaths(contour, guides.trim)
    : guidePaths(outline, guides, {
        kind: 'fullCut',
        backingMarginMm: 0,
        onRoll: false,
        cutPaths: 1,
        backSlit: false,
      });
  return {
    ok: true,
    template: {
      productName: product.name,
      widthMm: width,
      heightMm: height,
      outline,
      guides,
      paths: { bleed, cut, safe },
      fileStem: `template_${slug}_${width}x${height}mm${contour ? '_contour' : ''}`,
    },
  };
}

/** What the template says about itself, in the SVG and on the PDF's notes page. */
export function templateNotes(template: StickerTemplate): string[] {
  return [
    `${template.productName} 仕上がりサイズ ${template.widthMm}×${template.heightMm}mm`,
    `カットライン（マゼンタ）：この線で切り抜きます。`,
    `塗り足し（青）：背景や色はカットラインの外側${bleedMm}mm、この線まで伸ばしてください。`,
    `安全範囲（緑）：文字やロゴはカットラインの内側${safeMarginMm}mm、この線より内側に配置してください。`,
    'ご入稿の前に、ガイド線のレイヤーは非表示にするか削除してください。画像は原寸で300dpi以上をおすすめします。',
  ];
}

/** The guide colours, the same as the preview's. */
export const templateColours = { cut: '#db2777', bleed: '#2563eb', safe: '#059669' } as const;

/**
 * The SVG template: sized in mm so an editor opens it at full size, one group (layer) per line and
 * an empty one for the design, the notes as a comment and a description.
 */
export function stickerTemplateSvg(template: StickerTemplate): string {
  const { bleed } = template.guides;
  const notes = templateNotes(template);
  const layer = (id: string, label: string, body: string) =>
    `<g id="${id}" inkscape:groupmode="layer" inkscape:label="${label}">${body}</g>`;
  const line = (path: string, colour: string, dash: string | null) =>
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="0.25"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${bleed.width}mm" height="${bleed.height}mm" viewBox="0 0 ${bleed.width} ${bleed.height}">`,
    `<title>${escapeXml(`${template.productName} テンプレート ${template.widthMm}×${template.heightMm}mm`)}</title>`,
    `<desc>${escapeXml(notes.join('\n'))}</desc>`,
    layer('design', 'デザイン', ''),
    layer('bleed', '塗り足し', line(template.paths.bleed, templateColours.bleed, '1 0.6')),
    layer('safe', '安全範囲', line(template.paths.safe, templateColours.safe, '1 0.6')),
    layer('cut-line', 'カットライン', line(template.paths.cut, templateColours.cut, null)),
    '</svg>',
  ].join('\n');
}
