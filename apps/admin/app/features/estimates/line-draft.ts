// One answer line as the form holds it (text, as typed) and as the API takes it (decision 0752).
import {
  isShapedProductType,
  optionGroupNames,
  type OptionGroupName,
  type Product,
} from '@shop/domain/catalog';
import type { EstimateLine } from '@shop/domain/estimate-answers';

export interface LineDraft {
  key: number;
  alternative: string;
  kind: 'catalog' | 'special';
  productId: string;
  sizeX: string;
  sizeY: string;
  shapeId: string;
  num: string;
  deliveryDays: string;
  options: Partial<Record<OptionGroupName, string>>;
  name: string;
  specification: string;
  amountWithTax: string;
}

let nextKey = 1;

export function emptyLine(alternative = '1'): LineDraft {
  nextKey += 1;
  return {
    key: nextKey,
    alternative,
    kind: 'catalog',
    productId: '',
    sizeX: '',
    sizeY: '',
    shapeId: '',
    num: '',
    deliveryDays: '',
    options: {},
    name: '',
    specification: '',
    amountWithTax: '',
  };
}

/**
 * A product just chosen: its usual delivery and, for each required option, its first choice, so the
 * line prices at once; staff change what the customer asked for.
 */
export function withProduct(line: LineDraft, product: Product | undefined): LineDraft {
  if (!product) return { ...line, productId: '', options: {}, deliveryDays: '', shapeId: '' };
  const options: LineDraft['options'] = {};
  for (const group of optionGroupNames) {
    const offered = product.setting.options[group];
    if (offered?.required) options[group] = String(offered.choices[0]?.id ?? '');
  }
  const delivery =
    product.setting.deliveryDates.find((date) => date.days === 5) ?? product.setting.deliveryDates[0];
  return {
    ...line,
    productId: String(product.id),
    options,
    deliveryDays: delivery ? String(delivery.days) : '',
    shapeId: isShapedProductType(product.productType) ? String(product.setting.shapes[0]?.id ?? '') : '',
  };
}

/** Digits typed with separators or full-width read as a number; anything else is sent for the API to refuse. */
function numberOf(text: string): number {
  const normal = text.normalize('NFKC').replace(/[,円¥\s]/g, '');
  return normal === '' ? Number.NaN : Number(normal);
}

export function lineOf(draft: LineDraft): EstimateLine {
  const alternative = numberOf(draft.alternative);
  if (draft.kind === 'special') {
    return {
      kind: 'special',
      alternative,
      name: draft.name,
      specification: draft.specification,
      ...(draft.num.trim() === '' ? {} : { num: numberOf(draft.num) }),
      amountWithTax: numberOf(draft.amountWithTax),
    };
  }
  const options: Partial<Record<OptionGroupName, number>> = {};
  for (const [group, id] of Object.entries(draft.options) as [OptionGroupName, string][]) {
    if (id !== '') options[group] = Number(id);
  }
  return {
    kind: 'catalog',
    alternative,
    productId: numberOf(draft.productId),
    sizeX: numberOf(draft.sizeX || '0'),
    sizeY: numberOf(draft.sizeY || '0'),
    shapeId: draft.shapeId === '' ? null : Number(draft.shapeId),
    num: numberOf(draft.num),
    deliveryDays: numberOf(draft.deliveryDays),
    options,
  };
}
