import type { Product } from './api/get-products';

/** The card sections of the product list, in the order a customer looks for them. */
export const productGroups = [
  {
    id: 'general',
    title: 'ステッカー・シール',
    lead: 'サイズをmm単位で指定して作る、定番のステッカーです。',
    types: ['general'],
  },
  {
    id: 'bigsticker',
    title: '大判ステッカー',
    lead: '看板やウィンドウに。1枚から大きなサイズで作れます。',
    types: ['bigsticker'],
  },
  {
    id: 'special',
    title: '特殊加工シール',
    lead: '連番・型抜き・エンボスなど、形の決まった加工シールです。',
    types: ['numbering', 'pop', 'embos'],
  },
] as const;

export type ProductGroupId = (typeof productGroups)[number]['id'];

export interface ProductSection {
  id: ProductGroupId;
  title: string;
  lead: string;
  products: Product[];
}

/** The products by section, empty sections left out; a type no section names is not shown. */
export function productSections(products: readonly Product[]): ProductSection[] {
  return productGroups
    .map((group) => ({
      id: group.id,
      title: group.title,
      lead: group.lead,
      products: products.filter((product) =>
        (group.types as readonly string[]).includes(product.productType),
      ),
    }))
    .filter((section) => section.products.length > 0);
}

/** The first few selling points of a product's setting, when it lists some (shown on its card). */
export function productFeatures(product: Product, count = 2): string[] {
  const features = product.setting.features;
  if (!Array.isArray(features)) return [];
  return features.filter((feature): feature is string => typeof feature === 'string').slice(0, count);
}
