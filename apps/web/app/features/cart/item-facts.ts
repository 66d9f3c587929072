// What a cart line is, in the customer's words: the product, its size or shape and the options
// chosen. The cart's cards and the final order review (decision 0650) describe a line the same way.
import {
  findChoice,
  optionGroupLabel,
  optionGroupLabels,
  optionGroupNames,
  type Product,
} from '@shop/domain/catalog';
import {
  estimateLineLabel,
  numberingFactLabel,
  numberingOf,
  numberingSpecification,
} from '@shop/domain/configurator';
import type { CartItem } from './cart-item';
import { keepsRepeatedSize } from './cart-pricing';

export function productName(item: CartItem, product: Product | undefined): string {
  return item.calcResult?.product.name ?? product?.name ?? '商品';
}

/** The item's chosen options as the customer picked them, with the product's own step titles. */
export function optionFacts(item: CartItem, product: Product | undefined): [string, string][] {
  const facts: [string, string][] = [];
  for (const group of optionGroupNames) {
    const chosen = item[group];
    if (!chosen) continue;
    const label = product ? optionGroupLabel(product, group) : optionGroupLabels[group];
    const name = (product && findChoice(product, group, chosen.id)?.name) || chosen.name;
    if (name) facts.push([label, name]);
  }
  return facts;
}

export function sizeFact(item: CartItem): string | null {
  const sizeName = item.calcResult?.sizeName ?? item.enabledNums?.sizeName ?? '';
  if (item.type === 'estimate') return null;
  if (item.shape) return item.shape.name || sizeName || null;
  if (keepsRepeatedSize(item)) return sizeName ? `${sizeName}（前回と同じ）` : '前回と同じ';
  if (item.sizeX > 0 && item.sizeY > 0)
    return `${item.sizeX}×${item.sizeY}mm${sizeName ? `（${sizeName}）` : ''}`;
  return null;
}

/** Every fact of the line's specification, in the cart card's order, for the order review. */
export function itemSpecification(item: CartItem, product: Product | undefined): [string, string][] {
  const facts: [string, string][] = [];
  if (item.type === 'estimate' && item.estimate)
    facts.push(['お見積り', estimateLineLabel(item.estimate, item.estimateData?.no)]);
  const size = sizeFact(item);
  if (size) facts.push([item.shape ? '形状' : 'サイズ', size]);
  const numbering = numberingOf(item.productType, item);
  if (numbering) facts.push([numberingFactLabel, numberingSpecification(numbering, item.num)]);
  facts.push(...optionFacts(item, product));
  if (item.repeatId > 0) facts.push(['ご注文', 'リピート注文（前回と同じデータで印刷）']);
  return facts;
}
