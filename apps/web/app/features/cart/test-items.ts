// Test support: cart items of the sample catalogue, built as the configurator would hand them over.
import { sampleCatalogue, type Product } from '@shop/domain/catalog';
import { currentItemSchema, type CurrentItem, type CurrentItemInput } from '@shop/domain/configurator';
import type { Catalogue } from './catalogue';

export const testCatalogue: Catalogue = new Map(sampleCatalogue.map((product) => [product.id, product]));

export function testProduct(id: number): Product {
  const product = testCatalogue.get(id);
  if (!product) throw new Error(`no product ${id} in the sample catalogue`);
  return product;
}

const choice = (id: number) => ({ id, name: '' });

/** 白PP (101), 50 × 50 mm, 100 pieces, 5 business days: ¥2,530 tax included (docs/pricing.md). */
export function whitePpItem(facts: Partial<CurrentItemInput> = {}): CurrentItem {
  return currentItemSchema.parse({
    productType: 'general',
    product: { id: 101 },
    spec: testProduct(101).setting.spec,
    sizeX: 50,
    sizeY: 50,
    size: 2,
    num: 100,
    deliveryDateProduct: 5,
    adhesive: choice(1),
    format: choice(1),
    deliveryForm: choice(1),
    amountProduct: 2530,
    amountTotal: 2530,
    ...facts,
  });
}
