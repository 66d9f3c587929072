import { findProduct, sampleCatalogue, type Product } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import { enabledNums, itemSizeClass, lookupShape, lookupSize } from './lookup-size.ts';

const product = (id: number): Product => {
  const found = findProduct(sampleCatalogue, id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const whitePp = product(101);
const numbering = product(401);
const item = { sizeX: 0, sizeY: 0, size: 0, shape: null, repeatId: 0 };

describe('lookupSize', () => {
  it.each([
    [10, 20, 1],
    [30, 30, 1],
    [31, 10, 2],
    [50, 50, 2],
    [20, 51, 3],
    [100, 100, 4],
    [101, 40, 5],
    [200, 150, 6],
    [300, 280, 7],
  ])('%i × %i mm is in size class %i (by the longer side)', (x, y, size) => {
    expect(lookupSize(whitePp, x, y)).toBe(size);
    expect(lookupSize(whitePp, y, x)).toBe(size);
  });

  it.each([
    [0, 50],
    [5, 50],
    [50, 301],
    [19, 19],
    [290, 290],
    [50.5, 50],
  ])('%s × %s mm is not orderable: 0', (x, y) => {
    expect(lookupSize(whitePp, x, y)).toBe(0);
  });

  it('gives 0 for a product sold in shapes', () => {
    expect(lookupSize(numbering, 50, 25)).toBe(0);
  });
});

describe('lookupShape', () => {
  it('answers id, name and sealSize', () => {
    expect(lookupShape(numbering, 2)).toEqual({ id: 2, name: '四角 中（50×25mm）', sealSize: 2 });
  });

  it('answers null for an unknown shape', () => {
    expect(lookupShape(numbering, 99)).toBeNull();
    expect(lookupShape(whitePp, 1)).toBeNull();
  });
});

describe('enabledNums', () => {
  it('lists every quantity up to 5,000 for a 50 mm sticker', () => {
    expect(enabledNums(whitePp, { ...item, sizeX: 50, sizeY: 50 })).toEqual({
      id: 2,
      sizeName: '長辺50mm以内',
      nums: [10, 20, 30, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000],
    });
  });

  it('stops at 1,000 for the 300 mm class', () => {
    expect(enabledNums(whitePp, { ...item, sizeX: 300, sizeY: 200 })?.nums.at(-1)).toBe(1000);
  });

  it('follows the shape for shaped products', () => {
    expect(enabledNums(numbering, { ...item, shape: { id: 3 } })?.id).toBe(3);
  });

  it('is null while the size is unknown or invalid', () => {
    expect(enabledNums(whitePp, item)).toBeNull();
    expect(enabledNums(whitePp, { ...item, sizeX: 500, sizeY: 50 })).toBeNull();
    expect(enabledNums(numbering, item)).toBeNull();
  });
});

describe('itemSizeClass', () => {
  it('keeps the class of the repeated order when the repeat carries no dimensions', () => {
    expect(itemSizeClass(whitePp, { ...item, repeatId: 12, size: 4 })).toBe(4);
    expect(itemSizeClass(whitePp, { ...item, repeatId: 12, size: 99 })).toBe(0);
  });

  it('looks the size up again when a repeat carries dimensions', () => {
    expect(itemSizeClass(whitePp, { ...item, repeatId: 12, size: 4, sizeX: 50, sizeY: 50 })).toBe(2);
  });

  it('is 0 for a non-repeat with no dimensions, whatever size it claims', () => {
    expect(itemSizeClass(whitePp, { ...item, size: 4 })).toBe(0);
  });
});
