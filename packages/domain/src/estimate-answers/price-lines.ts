// The price of each line of a staff answer (decision 0752). A catalogue line is priced by the
// shop's own engine (`calculatePrice`, the configurator's and the cart's arithmetic), never typed
// by hand, so an estimate for a catalogue product costs what the product costs; only special work
// carries the price staff set. Lines of one 案 are summed into the child the customer orders.
import { isShapedProductType, optionGroupLabels, optionGroupNames, type Product } from '../catalog/index.ts';
import { formatYen } from '../format/index.ts';
import { calculatePrice } from '../pricing/calculate-price.ts';
import type { PricedItem } from '../pricing/priced-item.ts';
import type { PriceErrorField } from '../pricing/price-result.ts';
import type { CatalogLine, EstimateLine } from './answer-input.ts';

/** A line with its amount, as the back office shows it and the answer stores it. */
export interface PricedEstimateLine {
  alternative: number;
  kind: EstimateLine['kind'];
  name: string;
  specification: string;
  num: number | null;
  amountWithTax: number;
}

/** One 案 as the estimate record stores it (spec point 3's child: no and amountWithTax). */
export interface EstimateAnswerChildDraft {
  no: number;
  amountWithTax: number;
  name: string;
  specification?: string;
  num?: number;
}

export type LinesPricing =
  | { ok: true; lines: PricedEstimateLine[]; children: EstimateAnswerChildDraft[] }
  | { ok: false; errors: Record<string, string> };

export const estimateLineMessages = {
  productNotSold: 'この商品は販売していません。商品を選び直すか、特別対応の明細にしてください',
} as const;

/** The engine's error fields under the names of the line's own inputs. */
function inputField(field: PriceErrorField): string {
  if (field === 'product' || field === 'estimate') return 'productId';
  if (field === 'size') return 'sizeX';
  if (field === 'shape') return 'shapeId';
  if (field === 'deliveryDate') return 'deliveryDays';
  if (field === 'num') return 'num';
  return `options.${field}`;
}

function pricedItemOf(line: CatalogLine): PricedItem {
  const item: PricedItem = {
    type: 'product',
    product: { id: line.productId },
    sizeX: line.sizeX,
    sizeY: line.sizeY,
    size: 0,
    shape: line.shapeId ? { id: line.shapeId } : null,
    num: line.num,
    deliveryDateProduct: line.deliveryDays,
    repeatId: 0,
  };
  for (const group of optionGroupNames) {
    const id = line.options[group];
    if (id !== undefined) item[group] = { id };
  }
  return item;
}

/** 「白PPステッカー 50×30mm 1,000枚」 or, for a fixed shape, its name instead of the size. */
function catalogLineName(product: Product, line: CatalogLine): string {
  const shape = product.setting.shapes.find((candidate) => candidate.id === line.shapeId);
  const size =
    isShapedProductType(product.productType) && shape ? shape.name : `${line.sizeX}×${line.sizeY}mm`;
  return `${product.name} ${size} ${line.num.toLocaleString('ja-JP')}枚`;
}

/** The chosen options and the delivery, as the quotation's 仕様 column reads them. */
function catalogSpecification(product: Product, line: CatalogLine): string {
  const parts = optionGroupNames.flatMap((group) => {
    const offered = product.setting.options[group];
    const choice = offered?.choices.find((candidate) => candidate.id === line.options[group]);
    return choice ? [`${offered?.label ?? optionGroupLabels[group]}：${choice.name}`] : [];
  });
  return [...parts, `納期：${line.deliveryDays}営業日`].join('、');
}

function priceCatalogLine(
  line: CatalogLine,
  product: Product | undefined,
): { ok: true; line: PricedEstimateLine } | { ok: false; errors: Record<string, string> } {
  if (!product || product.productType === 'estimate') {
    return { ok: false, errors: { productId: estimateLineMessages.productNotSold } };
  }
  const outcome = calculatePrice(product, pricedItemOf(line));
  if (!outcome.ok) {
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(outcome.errors)) {
      if (message) errors[inputField(field as PriceErrorField)] ??= message;
    }
    return { ok: false, errors };
  }
  return {
    ok: true,
    line: {
      alternative: line.alternative,
      kind: 'catalog',
      name: catalogLineName(product, line),
      specification: catalogSpecification(product, line),
      num: line.num,
      amountWithTax: outcome.result.detail.amountTotal,
    },
  };
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The 案 the customer orders: one line as it is, several summed with each named in the 仕様. */
export function childrenOfLines(lines: readonly PricedEstimateLine[]): EstimateAnswerChildDraft[] {
  const numbers = [...new Set(lines.map((line) => line.alternative))].sort((a, b) => a - b);
  return numbers.map((no) => {
    const own = lines.filter((line) => line.alternative === no);
    const amountWithTax = own.reduce((sum, line) => sum + line.amountWithTax, 0);
    const [only] = own;
    if (own.length === 1 && only) {
      return {
        no,
        amountWithTax,
        name: cut(only.name, 100),
        ...(only.specification ? { specification: cut(only.specification, 500) } : {}),
        ...(only.num === null ? {} : { num: only.num }),
      };
    }
    return {
      no,
      amountWithTax,
      name: cut(own.map((line) => line.name).join('＋'), 100),
      specification: cut(
        own
          .map(
            (line) =>
              `${line.name}${line.specification ? `（${line.specification}）` : ''} ${formatYen(line.amountWithTax)}`,
          )
          .join('／'),
        500,
      ),
    };
  });
}

/**
 * Prices every line; the problems come back keyed as the form's fields (`lines.0.num`). The
 * products are looked up by the caller (the API reads them from the shop's catalogue).
 */
export function priceEstimateLines(
  lines: readonly EstimateLine[],
  productOf: (id: number) => Product | undefined,
): LinesPricing {
  const priced: PricedEstimateLine[] = [];
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (line.kind === 'special') {
      priced.push({
        alternative: line.alternative,
        kind: 'special',
        name: line.name,
        specification: line.specification,
        num: line.num ?? null,
        amountWithTax: line.amountWithTax,
      });
      return;
    }
    const outcome = priceCatalogLine(line, productOf(line.productId));
    if (outcome.ok) priced.push(outcome.line);
    else
      for (const [field, message] of Object.entries(outcome.errors))
        errors[`lines.${index}.${field}`] = message;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, lines: priced, children: childrenOfLines(priced) };
}
