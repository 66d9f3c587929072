import type { Product } from '@shop/domain/catalog';
import { configuratorMessages, noticeMessages } from '@shop/domain/messages';
import { emptyDetailOptions, orderDraft } from './order-draft.ts';
import type { PricedItem } from './priced-item.ts';
import type { PriceOutcome } from './price-result.ts';
import { taxContained } from './tax.ts';

/**
 * An estimate-type item (product 159) costs what the shop answered: the amountWithTax of the
 * estimate child it orders (spec point 4). Options and tables do not apply.
 */
export function estimatePrice<T extends PricedItem>(product: Product, item: T): PriceOutcome<T> {
  const child = item.estimate?.response.children.find((candidate) => candidate.no === item.estimateData?.no);
  if (!child || !Number.isInteger(child.amountWithTax) || child.amountWithTax < 0) {
    return {
      ok: false,
      reason: 'estimateNotFound',
      message: noticeMessages.cannotOrder,
      errors: { estimate: configuratorMessages.estimateNotFound },
    };
  }
  const amountTotal = child.amountWithTax;
  const amounts = {
    amountProduct: amountTotal,
    amountOption: 0,
    amountTotal,
    tax: taxContained(amountTotal),
    point: Math.floor((amountTotal * product.setting.pointRatePercent) / 100),
    deliveryDateOption: 0,
  };
  return {
    ok: true,
    result: {
      detail: {
        product: { id: product.id, name: product.name, nameDetail: product.nameDetail },
        sizeName: '',
        num: item.num,
        deliveryDateProduct: item.deliveryDateProduct,
        ...amounts,
        freeFormat: null,
        ...emptyDetailOptions(),
      },
      cartItem: { ...item, size: item.size, ...amounts },
      order: orderDraft(product, item, { size: item.size, shapeId: null, ...amounts }, emptyDetailOptions()),
    },
  };
}
