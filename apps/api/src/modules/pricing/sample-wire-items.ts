// Items of the sample catalogue as the web app sends them to calcprice (the whole current item,
// `estimate` and `estimateData` as JSON text), built the way the configurator builds them: a fresh
// item, the customer's answers, then settled. The tests and bench/api-load.ts use them, so both
// exercise the body the phones really send rather than a hand-written subset of it.
import { findProduct, sampleCatalogue, type OptionGroupName } from '@shop/domain/catalog';
import { newCurrentItem, settleItem, stepNames, type CurrentItem } from '@shop/domain/configurator';

export interface SampleOrder {
  productId: number;
  sizeX?: number;
  sizeY?: number;
  shapeId?: number;
  num: number;
  days: number;
  options: Partial<Record<OptionGroupName, number>>;
  freeFormatAmount?: number;
}

/** The settled current item for the answers; throws when the engine would refuse them. */
export function sampleItem(order: SampleOrder): CurrentItem {
  const product = findProduct(sampleCatalogue, order.productId);
  if (!product) throw new Error(`no product ${order.productId} in the sample catalogue`);
  const fresh = newCurrentItem(product);
  const options = Object.fromEntries(
    Object.entries(order.options).map(([group, id]) => {
      const choice = product.setting.options[group as OptionGroupName]?.choices.find((c) => c.id === id);
      if (!choice) throw new Error(`product ${product.id} offers no ${group} ${id}`);
      return [group, { id: choice.id, name: choice.name }];
    }),
  );
  const touched = Object.fromEntries(
    stepNames.map((step) => [step, { ...fresh.progress[step], touched: true }]),
  ) as CurrentItem['progress'];
  const { item, detail } = settleItem(product, {
    ...fresh,
    sizeX: order.sizeX ?? 0,
    sizeY: order.sizeY ?? 0,
    shape: product.setting.shapes.find((shape) => shape.id === order.shapeId) ?? null,
    num: order.num,
    deliveryDateProduct: order.days,
    freeFormat: { ...fresh.freeFormat, amount: order.freeFormatAmount ?? 0 },
    progress: touched,
    ...options,
  });
  if (!detail) throw new Error(`the sample ${JSON.stringify(order)} cannot be ordered`);
  return item;
}

/** The item as the web app posts it (spec point 7: estimate and estimateData as JSON text). */
export function sampleWireItem(order: SampleOrder): Record<string, unknown> {
  const item = sampleItem(order);
  return {
    ...item,
    estimate: JSON.stringify(item.estimate),
    estimateData: JSON.stringify(item.estimateData),
  };
}
