// The items bench/api-load.ts sends to POST /api/v2/calcprice: twenty different orders over several
// sample products, sizes, quantities, options and delivery days, each sent as the web app sends it
// (apps/api/src/modules/pricing/sample-wire-items.ts). A single repeated body would flatter every
// cache between the socket and the engine.
import { optionGroupNames } from '@shop/domain/catalog';
import {
  sampleItem,
  sampleWireItem,
  type SampleOrder,
} from '../apps/api/src/modules/pricing/sample-wire-items.ts';

const orders: SampleOrder[] = [
  {
    productId: 101,
    sizeX: 50,
    sizeY: 50,
    num: 100,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 1 },
  },
  {
    productId: 101,
    sizeX: 80,
    sizeY: 40,
    num: 300,
    days: 3,
    options: { adhesive: 2, format: 2, deliveryForm: 2, lamination: 1 },
  },
  {
    productId: 101,
    sizeX: 30,
    sizeY: 25,
    num: 1000,
    days: 7,
    options: { adhesive: 1, format: 3, deliveryForm: 3, halfcut: 1, cutpath: 2, individualPackaging: 1 },
  },
  {
    productId: 101,
    sizeX: 150,
    sizeY: 100,
    num: 50,
    days: 2,
    options: { adhesive: 3, format: 4, deliveryForm: 1, ondemandFoil: 2, backSide: 1, sendCopy: 1 },
  },
  {
    productId: 102,
    sizeX: 60,
    sizeY: 45,
    num: 200,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 2, slit: 1 },
  },
  {
    productId: 102,
    sizeX: 100,
    sizeY: 100,
    num: 500,
    days: 7,
    options: { adhesive: 3, format: 2, deliveryForm: 1, lamination: 2 },
  },
  {
    productId: 103,
    sizeX: 40,
    sizeY: 20,
    num: 2000,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 3 },
  },
  {
    productId: 104,
    sizeX: 70,
    sizeY: 70,
    num: 100,
    days: 5,
    options: { adhesive: 1, whiteInk: 2, format: 1, deliveryForm: 1, whitedataService: 1 },
  },
  {
    productId: 104,
    sizeX: 200,
    sizeY: 120,
    num: 30,
    days: 3,
    options: { adhesive: 2, whiteInk: 3, format: 3, deliveryForm: 2, lamination: 1, cutlineService: 1 },
  },
  {
    productId: 141,
    sizeX: 50,
    sizeY: 30,
    num: 300,
    days: 7,
    options: {
      adhesive: 1,
      whiteInk: 0,
      whitedataService: 0,
      lamination: 0,
      format: 1,
      cutlineService: 0,
      deliveryForm: 1,
      individualPackaging: 1,
    },
  },
  {
    productId: 144,
    sizeX: 90,
    sizeY: 60,
    num: 1000,
    days: 5,
    options: { adhesive: 3, ondemandFoil: 1, format: 2, halfcut: 0, deliveryForm: 2, sendCopy: 0 },
  },
  {
    productId: 154,
    sizeX: 45,
    sizeY: 45,
    num: 500,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 2 },
  },
  {
    productId: 154,
    sizeX: 120,
    sizeY: 80,
    num: 100,
    days: 2,
    options: { adhesive: 1, format: 1, deliveryForm: 2, cutlineService: 1, individualPackaging: 1 },
  },
  {
    productId: 261,
    sizeX: 280,
    sizeY: 180,
    num: 20,
    days: 7,
    options: { adhesive: 2, format: 4, deliveryForm: 1, lamination: 3 },
  },
  {
    productId: 301,
    sizeX: 600,
    sizeY: 400,
    num: 5,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 1 },
  },
  {
    productId: 301,
    sizeX: 1200,
    sizeY: 800,
    num: 2,
    days: 7,
    options: { adhesive: 2, format: 2, deliveryForm: 2, lamination: 2 },
  },
  { productId: 401, shapeId: 2, num: 1000, days: 5, options: {} },
  { productId: 501, shapeId: 4, num: 300, days: 3, options: {} },
  { productId: 601, shapeId: 1, num: 500, days: 7, options: {} },
  {
    productId: 101,
    sizeX: 50,
    sizeY: 50,
    num: 5000,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 1 },
    freeFormatAmount: 3000,
  },
];

/** The request bodies, as JSON text, in the order they are sent: the whole item (~2.3 KB each). */
export function calcpriceBodies(): string[] {
  return orders.map((order) => JSON.stringify(sampleWireItem(order)));
}

/**
 * The same orders with only the facts pricing reads (~0.3 KB, the size session 1 measured with):
 * what calcprice would cost if the app sent less. Reported beside, never instead of, the above.
 */
export function calcpriceFactBodies(): string[] {
  return orders.map((order) => {
    const item = sampleItem(order);
    const options = Object.fromEntries(
      optionGroupNames.flatMap((group) => {
        const chosen = item[group];
        return chosen ? [[group, chosen]] : [];
      }),
    );
    return JSON.stringify({
      type: item.type,
      productType: item.productType,
      product: item.product,
      sizeX: item.sizeX,
      sizeY: item.sizeY,
      shape: item.shape,
      num: item.num,
      deliveryDateProduct: item.deliveryDateProduct,
      freeFormat: item.freeFormat,
      ...options,
    });
  });
}
