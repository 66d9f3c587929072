import { describe, expect, it } from 'vitest';
import type { Product } from './api/get-products';
import { productFeatures, productSections } from './product-groups';

const product = (id: number, productType: string, setting: Record<string, unknown> = {}): Product => ({
  id,
  name: `商品${id}`,
  nameDetail: '',
  productType,
  setting,
  slug: String(id),
});

describe('productSections', () => {
  it('groups the cards by product type, in the shop’s order, without empty sections', () => {
    const sections = productSections([
      product(1, 'pop'),
      product(2, 'general'),
      product(3, 'numbering'),
      product(4, 'general'),
    ]);
    expect(sections.map((section) => [section.id, section.products.map((p) => p.id)])).toEqual([
      ['general', [2, 4]],
      ['special', [1, 3]],
    ]);
  });

  it('leaves out a type no section shows (the estimate pseudo-product)', () => {
    expect(productSections([product(159, 'estimate')])).toEqual([]);
  });
});

describe('productFeatures', () => {
  it('takes the first string features and ignores anything else', () => {
    expect(productFeatures(product(1, 'general', { features: ['耐水', 3, '小ロット', '屋外'] }))).toEqual([
      '耐水',
      '小ロット',
    ]);
    expect(productFeatures(product(1, 'general', { features: 'x' }))).toEqual([]);
  });
});
