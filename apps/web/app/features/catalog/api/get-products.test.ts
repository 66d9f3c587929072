import { listedProductsSchema } from '@shop/domain/answers';
import { describe, expect, it } from 'vitest';
import { findProductBySlug, productSlug, selectableProducts, toProduct } from './get-products';

const raw = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'サテンステッカー',
  name_detail: '上品な光沢',
  product_type: 'general',
  setting: '{"slug":"satin"}',
  ...overrides,
});

describe('toProduct', () => {
  it('maps the API fields to the entity and parses the setting', () => {
    const [parsed] = listedProductsSchema.parse([raw()]);
    expect(toProduct(parsed!)).toEqual({
      id: 1,
      name: 'サテンステッカー',
      nameDetail: '上品な光沢',
      productType: 'general',
      setting: { slug: 'satin' },
      slug: 'satin',
    });
  });

  it.each([
    ['a slug', '{"slug":"clear-pet"}', 'clear-pet'],
    ['no slug', '{"sizes":[]}', '7'],
    ['an empty slug', '{"slug":"  "}', '7'],
    ['a numeric slug', '{"slug":3}', '7'],
    ['broken JSON', '{slug:', '7'],
    ['a JSON array', '[1,2]', '7'],
  ])('with %s the slug is %s', (_label, setting, slug) => {
    const [parsed] = listedProductsSchema.parse([raw({ id: 7, setting })]);
    expect(toProduct(parsed!).slug).toBe(slug);
  });

  it.each([
    ['without a name', { name: undefined }],
    ['with a fractional id', { id: 1.5 }],
    ['with an id given as text', { id: '1' }],
    ['with a setting that is an array', { setting: [] }],
    ['with a setting that is null', { setting: null }],
    ['with a setting already parsed', { setting: { slug: 'x' } }],
    ['without name_detail', { name_detail: undefined }],
  ])('rejects a product %s', (_label, overrides) => {
    expect(listedProductsSchema.safeParse([raw(overrides)]).success).toBe(false);
  });
});

describe('productSlug', () => {
  it('falls back to the id', () => {
    expect(productSlug(12, {})).toBe('12');
  });
});

describe('selectableProducts and findProductBySlug', () => {
  const products = [
    toProduct(raw({ id: 1, setting: '{"slug":"satin"}' })),
    toProduct(raw({ id: 159, product_type: 'general', setting: '{}' })),
    toProduct(raw({ id: 20, product_type: 'estimate', setting: '{}' })),
    toProduct(raw({ id: 30, product_type: 'numbering', setting: '{}' })),
  ];

  it('lists card product types without the estimate pseudo-product', () => {
    expect(selectableProducts(products).map((p) => p.id)).toEqual([1, 30]);
  });

  it('finds by slug or by id', () => {
    expect(findProductBySlug(products, 'satin')?.id).toBe(1);
    expect(findProductBySlug(products, '30')?.id).toBe(30);
    expect(findProductBySlug(products, 'missing')).toBeUndefined();
  });
});
