import { isShapedProductType, type Product } from '@shop/domain/catalog';
import { configuratorMessages, noticeMessages } from '@shop/domain/messages';
import { estimatePrice } from './estimate-price.ts';
import { allocateWithTax, optionAmountWithoutTax } from './option-amount.ts';
import { emptyDetailOptions, orderDraft } from './order-draft.ts';
import type { PricedItem } from './priced-item.ts';
import type { DetailOption, PriceOutcome } from './price-result.ts';
import { resolveSelection, type ResolvedSelection } from './resolve-selection.ts';
import { withTax } from './tax.ts';

/** The line a free-format option is shown under when the shop gave it no title. */
const freeFormatFallbackTitle = '特別対応';

/**
 * The price of one item (see docs/pricing.md):
 * product = table price for (size class, quantity) × delivery rate; each option adds its set-up,
 * per-piece and percentage parts; all tax excluded, then 10% tax is added once to the total and
 * rounded down. Pure and allocation-light: it runs on every keystroke of the configurator.
 */
export function calculatePrice<T extends PricedItem>(product: Product, item: T): PriceOutcome<T> {
  if (item.product.id !== product.id || (item.type === 'estimate') !== (product.productType === 'estimate')) {
    return {
      ok: false,
      reason: 'productMismatch',
      message: noticeMessages.cannotOrder,
      errors: { product: configuratorMessages.productMismatch },
    };
  }
  if (product.productType === 'estimate') return estimatePrice(product, item);
  const resolution = resolveSelection(product, item);
  if (!resolution.ok) {
    return {
      ok: false,
      reason: resolution.reason,
      message: noticeMessages.cannotOrder,
      errors: resolution.errors,
    };
  }
  return { ok: true, result: priceSelection(product, item, resolution.selection) };
}

function priceSelection<T extends PricedItem>(product: Product, item: T, selection: ResolvedSelection) {
  const productWithoutTax = Math.floor((selection.basePrice * selection.ratePercent) / 100);
  const lines = selection.choices.map(({ group, choice }) => ({
    group,
    id: choice.id,
    name: choice.name,
    withoutTax: optionAmountWithoutTax(choice.pricing, item.num, productWithoutTax),
  }));
  const freeFormatAmount = Math.max(0, Math.trunc(item.freeFormat?.amount ?? 0));
  const amountsWithoutTax = [...lines.map((line) => line.withoutTax), freeFormatAmount];
  const totalWithoutTax = productWithoutTax + amountsWithoutTax.reduce((sum, amount) => sum + amount, 0);

  const amountTotal = withTax(totalWithoutTax);
  const amountProduct = withTax(productWithoutTax);
  const amountOption = amountTotal - amountProduct;
  const allocated = allocateWithTax(amountsWithoutTax, amountOption);

  const options = emptyDetailOptions();
  lines.forEach((line, index) => {
    options[line.group] = { id: line.id, name: line.name, amount: allocated[index] ?? 0 };
  });
  const freeFormat: DetailOption | null =
    freeFormatAmount > 0
      ? { id: 0, name: item.freeFormat?.title || freeFormatFallbackTitle, amount: allocated.at(-1) ?? 0 }
      : null;

  const charged = {
    size: selection.sizeClass.id,
    shapeId: selection.shapeId,
    deliveryDateOption: selection.choices.reduce((days, { choice }) => days + choice.additionalDays, 0),
    amountProduct,
    amountOption,
    amountTotal,
    tax: amountTotal - totalWithoutTax,
    point: Math.floor((amountTotal * product.setting.pointRatePercent) / 100),
  };
  const shapeName = product.setting.shapes.find((shape) => shape.id === selection.shapeId)?.name;
  return {
    detail: {
      product: { id: product.id, name: product.name, nameDetail: product.nameDetail },
      sizeName:
        isShapedProductType(product.productType) && shapeName ? shapeName : selection.sizeClass.sizeName,
      num: item.num,
      deliveryDateProduct: item.deliveryDateProduct,
      deliveryDateOption: charged.deliveryDateOption,
      amountProduct,
      amountOption,
      amountTotal,
      tax: charged.tax,
      point: charged.point,
      freeFormat,
      ...options,
    },
    cartItem: {
      ...item,
      size: charged.size,
      deliveryDateOption: charged.deliveryDateOption,
      amountProduct,
      amountOption,
      amountTotal,
    },
    order: orderDraft(product, item, charged, options),
  };
}
