import type { Product } from '@shop/domain/catalog';
import { estimateRecordSchema, type CurrentItem } from '@shop/domain/configurator';
import { apiMessages, noticeMessages } from '@shop/domain/messages';
import { calculatePrice, type PriceResult } from '@shop/domain/pricing';
import { enabledNums, lookupShape, lookupSize } from '@shop/domain/size';
import type { Database } from '../../db/client.ts';
import { unprocessable } from '../../lib/http-error.ts';
import type { ProductCatalogue } from '../catalog/product-cache.ts';
import { findEstimateByNumber } from './queries.ts';

export async function productOf(catalogue: ProductCatalogue, item: CurrentItem): Promise<Product> {
  const product = await catalogue.byId(item.product.id);
  if (!product) throw unprocessable({ product: apiMessages.notFound }, noticeMessages.cannotOrder);
  return product;
}

/**
 * The server's price: the same engine as the browser, over the product as stored. An estimate item
 * is priced from the estimate record as stored, never from the amounts the client sent (0106).
 */
export async function priceItem(
  db: Database,
  catalogue: ProductCatalogue,
  item: CurrentItem,
): Promise<PriceResult<CurrentItem>> {
  const product = await productOf(catalogue, item);
  let priced = item;
  if (product.productType === 'estimate') {
    const number = item.estimate?.estimateNumber;
    const stored = number ? await findEstimateByNumber(db, number) : undefined;
    const record = stored
      ? estimateRecordSchema.safeParse({
          ...stored,
          createdAt: stored.createdAt.toISOString(),
          updatedAt: stored.updatedAt.toISOString(),
          deletedAt: null,
        })
      : undefined;
    if (!record?.success) throw unprocessable({ estimate: apiMessages.notFound }, noticeMessages.cannotOrder);
    priced = { ...item, estimate: record.data };
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
