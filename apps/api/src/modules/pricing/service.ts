import type { Product } from '@shop/domain/catalog';
import type { CurrentItem } from '@shop/domain/configurator';
import { apiMessages, configuratorMessages, noticeMessages } from '@shop/domain/messages';
import { calculatePrice, type PriceResult } from '@shop/domain/pricing';
import { enabledNums, lookupShape, lookupSize } from '@shop/domain/size';
import type { Database } from '../../db/client.ts';
import { unprocessable } from '../../lib/http-error.ts';
import type { ProductCatalogue } from '../catalog/product-cache.ts';
import { findOwnedEstimate } from '../estimates/ownership.ts';
import { shownEstimateRecord } from '../estimates/shown-record.ts';

export async function productOf(catalogue: ProductCatalogue, item: CurrentItem): Promise<Product> {
  const product = await catalogue.byId(item.product.id);
  if (!product) throw unprocessable({ product: apiMessages.notFound }, noticeMessages.cannotOrder);
  return product;
}

/**
 * The member an estimate item is priced for: asked only when the item is one (so the hot path of
 * ordinary items never looks up a session); null for a visitor.
 */
export type EstimateOwner = () => Promise<number | null>;

/**
 * The server's price: the same engine as the browser, over the product as stored. An estimate item
 * is priced from its owner's estimate as stored, never from the amounts the client sent (0106);
 * another member's number and one that does not exist are refused alike (decision 0610).
 */
export async function priceItem(
  db: Database,
  catalogue: ProductCatalogue,
  item: CurrentItem,
  estimateOwner: EstimateOwner,
): Promise<PriceResult<CurrentItem>> {
  const product = await productOf(catalogue, item);
  let priced = item;
  if (product.productType === 'estimate') {
    const number = item.estimate?.estimateNumber;
    const row = number ? await findOwnedEstimate(db, await estimateOwner(), number) : null;
    if (!row)
      throw unprocessable({ estimate: configuratorMessages.estimateNotFound }, noticeMessages.cannotOrder);
    priced = { ...item, estimate: shownEstimateRecord(row) };
  }
  const outcome = calculatePrice(product, priced);
  if (!outcome.ok) throw unprocessable(definedEntries(outcome.errors), outcome.message);
  return outcome.result;
}

export async function enabledQuantities(catalogue: ProductCatalogue, items: CurrentItem[]) {
  return Promise.all(
    items.map(async (item) => {
      const product = await productOf(catalogue, item);
      return enabledNums(product, item) ?? { id: 0, nums: [], sizeName: '' };
    }),
  );
}

export async function sizeClassOf(catalogue: ProductCatalogue, item: CurrentItem): Promise<number> {
  return lookupSize(await productOf(catalogue, item), item.sizeX, item.sizeY);
}

export async function shapeOf(catalogue: ProductCatalogue, item: CurrentItem) {
  const product = await productOf(catalogue, item);
  const shapeId = item.shape?.id;
  const shape = shapeId === undefined ? null : lookupShape(product, shapeId);
  if (!shape) throw unprocessable({ shape: noticeMessages.checkSelectedItems }, noticeMessages.cannotOrder);
  return shape;
}

function definedEntries(errors: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
