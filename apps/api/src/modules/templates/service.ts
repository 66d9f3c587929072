import { stickerTemplate, stickerTemplateSvg, type StickerTemplateQuery } from '@shop/domain/preview';
import { apiMessages } from '@shop/domain/messages';
import { shopProfile } from '../../documents/shop-profile.ts';
import { stickerTemplatePdf } from '../../documents/sticker-template.ts';
import { notFound, unprocessable } from '../../lib/http-error.ts';
import type { ProductCatalogue } from '../catalog/product-cache.ts';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export async function stickerTemplateFile(
  catalogue: ProductCatalogue,
  query: StickerTemplateQuery,
  now: Date,
): Promise<TemplateFile> {
  const product = await catalogue.byId(query.productId);
  if (!product) throw notFound(apiMessages.notFound);
  const outcome = stickerTemplate(product, query);
  if (!outcome.ok) throw unprocessable(outcome.errors);
  const { template } = outcome;
  if (query.file === 'svg') {
    return {
      fileName: `${template.fileStem}.svg`,
      contentType: 'image/svg+xml; charset=utf-8',
      body: stickerTemplateSvg(template),
    };
  }
  return {
    fileName: `${template.fileStem}.pdf`,
    contentType: 'application/pdf',
    body: await stickerTemplatePdf(template, shopProfile().name, now),
  };
}
