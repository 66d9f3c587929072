import { isShapedProductType, type EnabledNums, type Product, type SizeClass } from '@shop/domain/catalog';
import { validateSize } from './validate-size.ts';

/** The size class (price band) of a sticker: by its longer side. 0 when the size is not orderable. */
export function lookupSize(product: Product, sizeX: number, sizeY: number): number {
  const { spec, sizeClasses } = product.setting;
  if (!spec || validateSize({ sizeX, sizeY, spec }) !== null) return 0;
  const longSide = Math.max(sizeX, sizeY);
  return sizeClasses.find((sizeClass) => longSide <= sizeClass.longMax)?.id ?? 0;
}

export function findSizeClass(product: Product, size: number): SizeClass | undefined {
  return product.setting.sizeClasses.find((sizeClass) => sizeClass.id === size);
}

export interface ShapeLookup {
  id: number;
  name: string;
  /** The size class the shape is priced at. */
  sealSize: number;
}

/** The fixed shape of a numbering, POP or emboss product (the answer of POST /v2/shape). */
export function lookupShape(product: Product, shapeId: number): ShapeLookup | null {
  const shape = product.setting.shapes.find((candidate) => candidate.id === shapeId);
  return shape ? { id: shape.id, name: shape.name, sealSize: shape.sealSize } : null;
}

/** The parts of an item that decide its size class. */
export interface SizedItem {
  sizeX: number;
  sizeY: number;
  size: number;
  shape: { id: number } | null;
  repeatId: number;
}

/**
 * The size class an item is priced at: from its shape for shaped products, else from its size.
 * A repeated order that carries no dimensions keeps the class of the order it repeats
 * (spec point 4: "Repeat items do not need the size").
 */
export function itemSizeClass(product: Product, item: SizedItem): number {
  if (product.productType === 'estimate') return 0;
  if (isShapedProductType(product.productType)) {
    return item.shape ? (lookupShape(product, item.shape.id)?.sealSize ?? 0) : 0;
  }
  if (item.repeatId !== 0 && item.sizeX === 0 && item.sizeY === 0) {
    return findSizeClass(product, item.size)?.id ?? 0;
  }
  return lookupSize(product, item.sizeX, item.sizeY);
}

/** The quantities orderable for the item's size class (the answer of POST /v2/nums), or null. */
export function enabledNums(product: Product, item: SizedItem): EnabledNums | null {
  const size = itemSizeClass(product, item);
  return product.setting.enabledNums.find((entry) => entry.id === size) ?? null;
}
