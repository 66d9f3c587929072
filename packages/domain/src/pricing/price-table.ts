import { optionGroupLabel, optionGroupNames, type Product } from '@shop/domain/catalog';
import { calculatePrice } from './calculate-price.ts';
import type { PricedItem } from './priced-item.ts';

/** One row of the 料金早見表: a common size (or a fixed shape) and its totals by quantity. */
export interface PriceTableRow {
  label: string;
  sizeX: number;
  sizeY: number;
  shapeId: number | null;
  /** Tax-included totals in the order of `nums`; null where that quantity is not made in that size. */
  totals: (number | null)[];
}

export interface PriceTable {
  nums: number[];
  rows: PriceTableRow[];
  deliveryDays: number;
  /** 「形状：四角形」 for each required group not answered yet: priced at its first choice. */
  assumed: string[];
}

const maxRows = 5;
const maxColumns = 6;

/** Up to six quantities spread over the product's list, first and last included. */
export function commonQuantities(product: Product): number[] {
  const all = [...new Set(product.setting.enabledNums.flatMap((entry) => entry.nums))].sort((a, b) => a - b);
  if (all.length <= maxColumns) return all;
  const picked = Array.from(
    { length: maxColumns },
    (_, i) => all[Math.round((i * (all.length - 1)) / (maxColumns - 1))],
  );
  return [...new Set(picked.filter((num): num is number => num !== undefined))];
}

/** The fixed shapes, or a square at the top of each of the first size classes (capped by the spec). */
function commonSizes(product: Product): Omit<PriceTableRow, 'totals'>[] {
  const { shapes, sizeClasses, spec } = product.setting;
  if (shapes.length > 0) {
    return shapes.map((shape) => ({
      label: shape.name,
      sizeX: shape.sizeX,
      sizeY: shape.sizeY,
      shapeId: shape.id,
    }));
  }
  return sizeClasses.slice(0, maxRows).map((sizeClass) => {
    const long = sizeClass.longMax;
    const short = spec ? Math.min(long, spec.shortMax) : long;
    return { label: `${long}×${short}mm`, sizeX: long, sizeY: short, shapeId: null };
  });
}

/**
 * The 料金早見表 of a material page (issue 23 point 7): common sizes × quantities, tax included,
 * for the delivery speed and options as the customer has chosen them, by the same engine as the
 * live price; a required option not answered yet is priced at its first choice (the standard one),
 * so the table has figures from the start and equals the live price once everything is answered.
 */
export function priceTable(product: Product, item: PricedItem): PriceTable {
  const filled: PricedItem = { ...item };
  const assumed: string[] = [];
  for (const group of optionGroupNames) {
    const offered = product.setting.options[group];
    const first = offered?.choices[0];
    if (offered?.required && !item[group] && first) {
      filled[group] = { id: first.id, name: first.name };
      assumed.push(`${optionGroupLabel(product, group)}：${first.name}`);
    }
  }
  const nums = commonQuantities(product);
  const rows = commonSizes(product).map((size) => ({
    ...size,
    totals: nums.map((num) => {
      const outcome = calculatePrice(product, {
        ...filled,
        sizeX: size.sizeX,
        sizeY: size.sizeY,
        shape: size.shapeId === null ? filled.shape : { id: size.shapeId },
        repeatId: 0,
        num,
      });
      return outcome.ok ? outcome.result.detail.amountTotal : null;
    }),
  }));
  return { nums, rows, deliveryDays: item.deliveryDateProduct, assumed };
}
