import type { Product } from '@shop/domain/catalog';
import type { ContourCut } from '../../../lib/contour-cut-store';
import { API_BASE } from '../../../lib/api-client';

/** The parts of the current item a template is made for. */
export interface TemplateChoice {
  sizeX: number;
  sizeY: number;
  shape: { id: number } | null;
  format: { id: number } | null;
}

/**
 * GET /v2/sticker-template for the chosen shape and size, or null while there is none to make
 * (no size yet, no shape yet). A plain link: the browser downloads the file itself. With the
 * customer's contour cut at this size, the template draws that outline (decision 0812).
 */
export function templateUrl(
  product: Product,
  choice: TemplateChoice,
  file: 'pdf' | 'svg',
  contour: ContourCut | null = null,
): string | null {
  const query = new URLSearchParams({ productId: String(product.id), file });
  if (product.setting.shapes.length > 0) {
    if (!choice.shape) return null;
    query.set('shapeId', String(choice.shape.id));
  } else {
    if (!(choice.sizeX > 0 && choice.sizeY > 0)) return null;
    query.set('sizeX', String(choice.sizeX));
    query.set('sizeY', String(choice.sizeY));
    if (choice.format) query.set('formatId', String(choice.format.id));
    if (contour && contour.sizeX === choice.sizeX && contour.sizeY === choice.sizeY && contour.query)
      query.set('contour', contour.query);
  }
  return `${API_BASE}/sticker-template?${query.toString()}`;
}
