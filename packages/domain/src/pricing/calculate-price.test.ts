import { optionGroupNames } from '@shop/domain/catalog';
import { configuratorMessages, fieldMessages, noticeMessages } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price.ts';
import type { PriceResult } from './price-result.ts';
import { item, product } from './test-items.ts';

function priced(productId: number, facts: Parameters<typeof item>[1]): PriceResult {
  const outcome = calculatePrice(product(productId), item(productId, facts));
  if (!outcome.ok) throw new Error(`expected a price, got ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

const plainWhite = { sizeX: 50, sizeY: 50, options: { adhesive: 1, format: 1, deliveryForm: 1 } };

describe('worked examples', () => {
  it.each([
    // [label, product, facts, amountProduct, amountOption, amountTotal, tax, point]
    ['白PP 50mm × 10, 5 days, nothing extra', 101, { ...plainWhite, num: 10 }, 1320, 0, 1320, 120, 13],
    ['白PP 50mm × 100', 101, { ...plainWhite, num: 100 }, 2530, 0, 2530, 230, 25],
    ['白PP 50mm × 1,000', 101, { ...plainWhite, num: 1000 }, 12595, 0, 12595, 1145, 125],
    [
      '白PP 50mm × 100, 7 days (90%)',
      101,
      { ...plainWhite, num: 100, deliveryDateProduct: 7 },
      2277,
      0,
      2277,
      207,
      22,
    ],
    [
      '白PP 50mm × 100, 2 days (150%)',
      101,
      { ...plainWhite, num: 100, deliveryDateProduct: 2 },
      3795,
      0,
      3795,
      345,
      37,
    ],
    [
      '白PP 50mm × 100 with 金箔 (¥3,000 + ¥5/piece)',
      101,
      { ...plainWhite, num: 100, options: { ...plainWhite.options, ondemandFoil: 1 } },
      2530,
      3850,
      6380,
      580,
      63,
    ],
    ['ナンバリング 中 × 1,000', 401, { shape: { id: 2 }, num: 1000 }, 8195, 0, 8195, 745, 81],
  ])('%s', (_label, productId, facts, amountProduct, amountOption, amountTotal, tax, point) => {
    const { detail } = priced(productId, facts);
    expect({
      amountProduct: detail.amountProduct,
      amountOption: detail.amountOption,
      amountTotal: detail.amountTotal,
      tax: detail.tax,
      point: detail.point,
    }).toEqual({ amountProduct, amountOption, amountTotal, tax, point });
  });

  it('stays inside the market range for a 50 mm white sticker (MARKET.md)', () => {
    const total = (num: number) => priced(101, { ...plainWhite, num }).detail.amountTotal;
    expect(total(10)).toBeGreaterThanOrEqual(1000);
    expect(total(10)).toBeLessThanOrEqual(1500);
    expect(total(100)).toBeGreaterThanOrEqual(2300);
    expect(total(100)).toBeLessThanOrEqual(2700);
    expect(total(1000)).toBeGreaterThanOrEqual(12000);
    expect(total(1000)).toBeLessThanOrEqual(18000);
  });

  it('prices clear film 7–21% above white', () => {
    for (const num of [10, 100, 1000]) {
      const white = priced(101, { ...plainWhite, num }).detail.amountTotal;
      const clear = priced(104, { ...plainWhite, num, options: { ...plainWhite.options, whiteInk: 1 } })
        .detail.amountTotal;
      expect(clear / white).toBeGreaterThanOrEqual(1.07);
      expect(clear / white).toBeLessThanOrEqual(1.21);
    }
  });
});

describe('the price result', () => {
  const result = priced(101, {
    ...plainWhite,
    num: 100,
    name: '店頭用ラベル',
    options: { adhesive: 2, lamination: 1, format: 2, deliveryForm: 2, individualPackaging: 1 },
  });

  it('has every field of the spec in its detail', () => {
    const fields = [
      'adhesive',
      'amountOption',
      'amountProduct',
      'amountTotal',
      'backSide',
      'cutlineService',
      'cutpath',
      'deliveryForm',
      'halfcut',
      'lamination',
      'product',
      'sendCopy',
      'sizeName',
      'slit',
      'whiteInk',
      'whitedataService',
      'point',
      'individualPackaging',
      'ondemandFoil',
      'tax',
    ];
    for (const field of fields) expect(result.detail).toHaveProperty(field);
  });

  it('names the chosen options and leaves the others null', () => {
    expect(result.detail.adhesive).toMatchObject({ id: 2, name: '強粘着' });
    expect(result.detail.individualPackaging).toMatchObject({ id: 1, name: 'OPP袋で個包装' });
    expect(result.detail.ondemandFoil).toBeNull();
    expect(result.detail.sizeName).toBe('長辺50mm以内');
    expect(result.detail.product).toEqual({
      id: 101,
      name: '白PPステッカー',
      nameDetail: '水に強い定番のフィルム素材',
    });
  });

  it('adds up exactly: the option lines make amountOption, product + option make the total', () => {
    const lines = optionGroupNames.map((group) => result.detail[group]?.amount ?? 0);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(result.detail.amountOption);
    expect(result.detail.amountProduct + result.detail.amountOption).toBe(result.detail.amountTotal);
  });

  it('sums the options’ additional days (個包装 +1)', () => {
    expect(result.detail.deliveryDateOption).toBe(1);
    expect(result.cartItem.deliveryDateOption).toBe(1);
  });

  it('fills the cart item and the order row', () => {
    expect(result.cartItem).toMatchObject({
      size: 2,
      amountTotal: result.detail.amountTotal,
      name: '店頭用ラベル',
    });
    expect(result.order).toMatchObject({
      productId: 101,
      shapeId: null,
      name: '店頭用ラベル',
      num: 100,
      size: 2,
      sizeX: 50,
      sizeY: 50,
      adhesiveId: 2,
      laminationId: 1,
      ondemandFoilId: null,
      individualPackagingId: 1,
      deliveryDateOption: 1,
      amountTotal: result.detail.amountTotal,
      tax: result.detail.tax,
      point: result.detail.point,
    });
  });
});

describe('free-format option', () => {
  it('adds the amount the shop set (tax excluded) as its own line', () => {
    const result = priced(101, {
      ...plainWhite,
      num: 10,
      freeFormat: { title: '特色インク', body: 'DIC 123', amount: 1000, repeat: false },
    });
    expect(result.detail.freeFormat).toEqual({ id: 0, name: '特色インク', amount: 1100 });
    expect(result.detail.amountTotal).toBe(1320 + 1100);
    expect(result.order).toMatchObject({ freeFormatTitle: '特色インク', freeFormatAmount: 1000 });
  });

  it('never lowers the price', () => {
    const result = priced(101, {
      ...plainWhite,
      num: 10,
      freeFormat: { title: '', body: '', amount: -500, repeat: false },
    });
    expect(result.detail.amountTotal).toBe(1320);
    expect(result.detail.freeFormat).toBeNull();
  });
});

describe('estimate items (product 159)', () => {
  const estimate = {
    response: {
      children: [
        { no: 1, amountWithTax: 55000 },
        { no: 2, amountWithTax: 99000 },
      ],
    },
  };

  it('costs the amountWithTax of the ordered child', () => {
    const result = priced(159, { type: 'estimate', num: 500, estimate, estimateData: { no: 2 } });
    expect(result.detail).toMatchObject({
      amountTotal: 99000,
      amountProduct: 99000,
      amountOption: 0,
      tax: 9000,
      point: 990,
    });
    expect(result.order.estimateData).toEqual({ no: 2 });
  });

  it.each([
    ['no child chosen', { estimate, estimateData: null }],
    ['a child that does not exist', { estimate, estimateData: { no: 9 } }],
    ['no estimate', { estimate: null, estimateData: { no: 1 } }],
  ])('cannot be ordered with %s', (_label, facts) => {
    const outcome = calculatePrice(product(159), item(159, { type: 'estimate', ...facts }));
    expect(outcome).toEqual({
      ok: false,
      reason: 'estimateNotFound',
      message: noticeMessages.cannotOrder,
      errors: { estimate: configuratorMessages.estimateNotFound },
    });
  });
});

describe('combinations that cannot be ordered', () => {
  const white = { ...plainWhite, num: 100 };
  it.each([
    [
      'an option the product does not offer',
      102,
      { ...white, options: { ...white.options, ondemandFoil: 1 } },
      'optionNotOffered',
      { ondemandFoil: configuratorMessages.optionNotOffered },
    ],
    [
      'a choice id the group does not have',
      101,
      { ...white, options: { ...white.options, adhesive: 9 } },
      'optionNotOffered',
      { adhesive: configuratorMessages.optionNotOffered },
    ],
    [
      'a required option left out',
      101,
      { ...white, options: { format: 1, deliveryForm: 1 } },
      'optionRequired',
      { adhesive: fieldMessages.mustSelect },
    ],
    ['a size above the limit', 101, { ...white, sizeX: 500 }, 'sizeInvalid', { size: fieldMessages.sizeMax }],
    ['a size below the limit', 101, { ...white, sizeX: 5 }, 'sizeInvalid', { size: fieldMessages.sizeMin }],
    ['no size', 101, { ...white, sizeX: 0, sizeY: 0 }, 'sizeInvalid', { size: fieldMessages.sizeMin }],
    [
      'a quantity not in the list',
      101,
      { ...white, num: 15 },
      'quantityNotEnabled',
      { num: configuratorMessages.quantityNotEnabled },
    ],
    [
      '5,000 of the 300 mm class',
      101,
      { ...white, sizeX: 300, sizeY: 200, num: 5000 },
      'quantityNotEnabled',
      { num: configuratorMessages.quantityNotEnabled },
    ],
    ['no quantity', 101, { ...white, num: 0 }, 'quantityNotEnabled', { num: fieldMessages.mustSelect }],
    [
      '2-day delivery of a large sticker',
      301,
      {
        sizeX: 600,
        sizeY: 400,
        num: 1,
        deliveryDateProduct: 2,
        options: { adhesive: 1, format: 1, deliveryForm: 1 },
      },
      'deliveryNotOffered',
      { deliveryDate: configuratorMessages.deliveryNotOffered },
    ],
    [
      'a shaped product without a shape',
      401,
      { num: 1000 },
      'shapeInvalid',
      { shape: configuratorMessages.shapeNotSet },
    ],
    [
      'a shape the product does not have',
      401,
      { shape: { id: 42 }, num: 1000 },
      'shapeInvalid',
      { shape: configuratorMessages.optionNotOffered },
    ],
  ])('refuses %s', (_label, productId, facts, reason, errors) => {
    const outcome = calculatePrice(product(productId), item(productId, facts));
    expect(outcome).toEqual({ ok: false, reason, message: noticeMessages.cannotOrder, errors });
  });

  it('refuses an item of another product', () => {
    const outcome = calculatePrice(product(101), item(102, { ...white }));
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'productMismatch',
      errors: { product: configuratorMessages.productMismatch },
    });
  });

  it('refuses an estimate item on a priced product, and the reverse', () => {
    expect(calculatePrice(product(101), item(101, { ...white, type: 'estimate' })).ok).toBe(false);
    expect(calculatePrice(product(159), item(159, { type: 'product' })).ok).toBe(false);
  });

  it('reports every field at once', () => {
    const outcome = calculatePrice(
      product(101),
      item(101, { sizeX: 500, sizeY: 50, num: 100, options: { slit: 1 } }),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(Object.keys(outcome.errors).sort()).toEqual(['adhesive', 'deliveryForm', 'format', 'size']);
  });
});

describe('satin (product 154) rules', () => {
  const satin = { sizeX: 50, sizeY: 30, num: 100, options: { adhesive: 1, format: 1, deliveryForm: 2 } };

  it('ships in 2 days in the rectangle format with full cut and the cut-line service', () => {
    const outcome = calculatePrice(
      product(154),
      item(154, { ...satin, deliveryDateProduct: 2, options: { ...satin.options, cutlineService: 1 } }),
    );
    expect(outcome.ok).toBe(true);
  });

  it.each([
    [
      '2 days with rounded corners',
      { ...satin, deliveryDateProduct: 2, options: { ...satin.options, format: 2 } },
      { deliveryDate: configuratorMessages.satinTwoDayRectangleOnly },
    ],
    [
      'the cut-line service with a circle',
      { ...satin, options: { ...satin.options, format: 3, cutlineService: 1 } },
      { cutlineService: configuratorMessages.satinCutlineRectangleOnly },
    ],
    [
      'the single-sheet rectangular cut',
      { ...satin, options: { ...satin.options, deliveryForm: 1 } },
      { deliveryForm: configuratorMessages.satinFullCutOnly },
    ],
  ])('refuses %s', (_label, facts, errors) => {
    expect(calculatePrice(product(154), item(154, facts))).toMatchObject({
      ok: false,
      reason: 'restricted',
      errors,
    });
  });

  it('allows 3 days with any format', () => {
    expect(
      calculatePrice(
        product(154),
        item(154, { ...satin, deliveryDateProduct: 3, options: { ...satin.options, format: 4 } }),
      ).ok,
    ).toBe(true);
  });
});

describe('repeat orders', () => {
  it('price a repeat without dimensions at the size class of the order repeated', () => {
    const repeat = priced(101, { ...plainWhite, sizeX: 0, sizeY: 0, size: 2, repeatId: 77, num: 100 });
    expect(repeat.detail.amountTotal).toBe(2530);
  });
});
