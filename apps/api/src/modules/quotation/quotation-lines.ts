// A priced cart item as a line of the quotation: 品名 and a few lines of 仕様, from the server's
// own price detail (never from what the client sent). Decision 0423.
import { quotationFacts } from '@shop/domain/messages';
import { isSizedProductType, optionGroupLabel, optionGroupNames, type Product } from '@shop/domain/catalog';
import { shippingLabel } from '@shop/domain/calendar';
import {
  estimateLineLabel,
  numberingFactLabel,
  numberingOf,
  numberingSpecification,
  type CurrentItem,
} from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';
import type { QuotationItem } from '../../documents/quotation.ts';

/** Two short facts share a line of the 品名・仕様 column when they fit it without wrapping. */
const LINE_CHARACTERS = 26;

function sizeLine(product: Product, item: CurrentItem, detail: PriceDetail): string | null {
  if (product.productType === 'estimate') return null;
  if (!isSizedProductType(product.productType))
    return detail.sizeName ? quotationFacts.shape(detail.sizeName) : null;
  if (item.sizeX > 0 && item.sizeY > 0) {
    return quotationFacts.size(item.sizeX, item.sizeY, detail.sizeName);
  }
  return quotationFacts.sizeAsBefore(detail.sizeName);
}

function optionFacts(product: Product, detail: PriceDetail): string[] {
  const facts: string[] = [];
  for (const group of optionGroupNames) {
    const chosen = detail[group];
    if (chosen) facts.push(quotationFacts.option(optionGroupLabel(product, group), chosen.name));
  }
  if (detail.freeFormat) facts.push(quotationFacts.special(detail.freeFormat.name));
  return facts;
}

function inPairs(facts: readonly string[]): string[] {
  const lines: string[] = [];
  for (const fact of facts) {
    const last = lines.at(-1);
    const joined = `${last ?? ''}\u3000${fact}`;
    if (last !== undefined && !last.includes('\u3000') && [...joined].length <= LINE_CHARACTERS) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(fact);
    }
  }
  return lines;
}

/** `item` is the item as priced: an estimate line's title and number are the stored estimate's. */
export function quotationItemOf(product: Product, item: CurrentItem, detail: PriceDetail): QuotationItem {
  const lines: string[] = [];
  if (product.productType === 'estimate' && item.estimate) {
    lines.push(quotationFacts.estimate(estimateLineLabel(item.estimate, item.estimateData?.no)));
  }
  const size = sizeLine(product, item, detail);
  if (size) lines.push(size);
  const numbering = numberingOf(product.productType, item);
  if (numbering)
    lines.push(quotationFacts.option(numberingFactLabel, numberingSpecification(numbering, item.num)));
  lines.push(...inPairs(optionFacts(product, detail)));
  const delivery = quotationFacts.delivery(
    shippingLabel(detail.deliveryDateProduct + detail.deliveryDateOption),
  );
  lines.push(item.repeatId > 0 ? `${delivery}\u3000${quotationFacts.repeat}` : delivery);
  const label = item.name.trim();
  return {
    name: label ? `${detail.product.name}「${label}」` : detail.product.name,
    specification: lines.join('\n'),
    quantity: item.num,
    amount: detail.amountTotal,
  };
}
