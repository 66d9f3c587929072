import { describe, expect, it } from 'vitest';
import { readProduct } from './read-product.ts';
import { sampleCatalogue } from './sample/sample-catalogue.ts';
import { sampleCatalogueSource } from './sample/sample-catalogue-source.ts';

/** A product as GET /v2/products lists it, its setting parsed back from the JSON text. */
const listed = (id: number) => {
  const source = sampleCatalogueSource.find((product) => product.id === id)!;
  return {
    id,
    name: source.name,
    nameDetail: source.nameDetail,
    productType: source.productType,
    setting: JSON.parse(JSON.stringify(source.setting)) as Record<string, unknown>,
    // The app's listed product carries its slug beside the setting; the schema drops it.
    slug: 'anything',
  };
};

describe('readProduct', () => {
  it.each(sampleCatalogue.map((product) => [product.id]))(
    'product %i round-trips through the API’s JSON into the engine’s product',
    (id) => {
      expect(readProduct(listed(id))).toEqual(sampleCatalogue.find((product) => product.id === id));
    },
  );

  it('refuses a setting the engine cannot price, rather than guessing', () => {
    const broken = listed(101);
    expect(readProduct({ ...broken, setting: { ...broken.setting, priceTable: [] } })).toBeNull();
    expect(readProduct({ ...broken, setting: {} })).toBeNull();
    expect(readProduct({ ...broken, setting: [] })).toBeNull();
  });

  it('refuses an unknown product type and a missing product', () => {
    expect(readProduct({ ...listed(101), productType: 'poster' })).toBeNull();
    expect(readProduct(undefined)).toBeNull();
  });
});
