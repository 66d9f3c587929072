import { sampleCatalogue } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import { toDomainProduct } from './domain-product';

const fromApi = (id: number) => {
  const product = sampleCatalogue.find((candidate) => candidate.id === id)!;
  // What the catalogue feature hands over: the setting parsed back from the API's JSON string.
  const setting = JSON.parse(JSON.stringify(product.setting)) as Record<string, unknown>;
  return {
    id,
    name: product.name,
    nameDetail: product.nameDetail,
    productType: product.productType,
    setting,
  };
};

describe('toDomainProduct', () => {
  it.each(sampleCatalogue.map((product) => [product.id]))(
    'product %i round-trips through the API form',
    (id) => {
      expect(toDomainProduct(fromApi(id))).toEqual(sampleCatalogue.find((product) => product.id === id));
    },
  );

  it('refuses a setting the engine cannot price, rather than guessing', () => {
    const broken = fromApi(101);
    expect(toDomainProduct({ ...broken, setting: { ...broken.setting, priceTable: [] } })).toBeNull();
    expect(toDomainProduct({ ...broken, setting: {} })).toBeNull();
  });

  it('refuses an unknown product type', () => {
    expect(toDomainProduct({ ...fromApi(101), productType: 'poster' })).toBeNull();
  });
});
