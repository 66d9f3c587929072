import { configuratorMessages } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import { findProduct } from './lookup.ts';
import type { Product } from './product.ts';
import { fastDeliveryNotice, repeatDeliveryDays, restrictionViolations } from './restrictions.ts';
import { sampleCatalogue } from './sample/sample-catalogue.ts';
import { sampleCatalogueSource } from './sample/sample-catalogue-source.ts';

const product = (id: number): Product => findProduct(sampleCatalogue, id) ?? (undefined as never);
const satin = product(154);
const whitePp = product(101);
const rectangle = { id: 1 };
const rounded = { id: 2 };
const sheetCut = { id: 1 };
const fullCut = { id: 2 };
const cutline = { id: 1 };

describe('restrictionViolations (product 154)', () => {
  it.each([
    [
      'rectangle, full cut, 2 days, cut-line service',
      { format: rectangle, cutlineService: cutline, deliveryForm: fullCut, deliveryDateProduct: 2 },
      {},
    ],
    [
      'rounded, 3 days',
      { format: rounded, cutlineService: null, deliveryForm: fullCut, deliveryDateProduct: 3 },
      {},
    ],
    [
      'rounded, 2 days',
      { format: rounded, cutlineService: null, deliveryForm: fullCut, deliveryDateProduct: 2 },
      { deliveryDate: configuratorMessages.satinTwoDayRectangleOnly },
    ],
    [
      'no format yet, 2 days',
      { format: null, cutlineService: null, deliveryForm: null, deliveryDateProduct: 2 },
      { deliveryDate: configuratorMessages.satinTwoDayRectangleOnly },
    ],
    [
      'cut-line service with rounded corners',
      { format: rounded, cutlineService: cutline, deliveryForm: fullCut, deliveryDateProduct: 5 },
      { cutlineService: configuratorMessages.satinCutlineRectangleOnly },
    ],
    [
      'single-sheet rectangular cut',
      { format: rectangle, cutlineService: null, deliveryForm: sheetCut, deliveryDateProduct: 5 },
      { deliveryForm: configuratorMessages.satinFullCutOnly },
    ],
  ])('%s', (_label, selection, expected) => {
    expect(restrictionViolations(satin, selection)).toEqual(expected);
  });

  it('lets a なし choice of the cut-line service through with any format', () => {
    const cutlineService = satin.setting.options.cutlineService;
    if (!cutlineService) throw new Error('satin offers the cut-line service');
    const withNone: Product = {
      ...satin,
      setting: {
        ...satin.setting,
        options: {
          ...satin.setting.options,
          cutlineService: {
            ...cutlineService,
            choices: [
              {
                id: 0,
                name: 'なし',
                pricing: { perPiece: 0, perOrder: 0, percent: 0 },
                additionalDays: 0,
                none: true,
              },
              ...cutlineService.choices,
            ],
          },
        },
      },
    };
    const selection = { format: rounded, deliveryForm: fullCut, deliveryDateProduct: 5 };
    expect(restrictionViolations(withNone, { ...selection, cutlineService: { id: 0 } })).toEqual({});
    expect(restrictionViolations(withNone, { ...selection, cutlineService: cutline })).toEqual({
      cutlineService: configuratorMessages.satinCutlineRectangleOnly,
    });
  });

  it('leaves products without restrictions alone', () => {
    expect(
      restrictionViolations(whitePp, {
        format: rounded,
        cutlineService: cutline,
        deliveryForm: sheetCut,
        deliveryDateProduct: 2,
      }),
    ).toEqual({});
  });
});

describe('fastDeliveryNotice', () => {
  it('is shown for satin whose net delivery is 2 days', () => {
    expect(fastDeliveryNotice(satin, { deliveryDateProduct: 2, deliveryDateOption: 0 })).toHaveLength(3);
    expect(fastDeliveryNotice(satin, { deliveryDateProduct: 3, deliveryDateOption: 0 })).toBeNull();
    expect(fastDeliveryNotice(whitePp, { deliveryDateProduct: 2, deliveryDateOption: 0 })).toBeNull();
  });

  it('reads a product as written the same as parsed (the payment page reads the source)', () => {
    for (const source of sampleCatalogueSource) {
      for (const days of [2, 3, 5, 7]) {
        const item = { deliveryDateProduct: days, deliveryDateOption: 0 };
        expect(fastDeliveryNotice(source, item)).toEqual(fastDeliveryNotice(product(source.id), item));
      }
    }
  });
});

describe('repeatDeliveryDays', () => {
  it.each([
    [261, 3, 5],
    [261, 2, 2],
    [261, 7, 7],
    [101, 3, 3],
  ])('product %i: %i days on repeat → %i', (id, days, expected) => {
    expect(repeatDeliveryDays(product(id), days)).toBe(expected);
  });
});
