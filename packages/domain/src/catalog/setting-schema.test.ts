import { describe, expect, it } from 'vitest';
import { productSchema, type ProductInput } from './product.ts';
import { productSettingSchema, type ProductSettingInput } from './setting-schema.ts';

const sizeClasses = [
  { id: 1, sizeName: '小', longMax: 50 },
  { id: 2, sizeName: '大', longMax: 100 },
];

function setting(overrides: Partial<ProductSettingInput> = {}): ProductSettingInput {
  return {
    slug: 'test-sticker',
    description: 'テスト用のステッカーです。',
    spec: { shortMin: 10, longMin: 20, shortMax: 90, longMax: 100 },
    sizeClasses,
    priceTable: [
      {
        size: 1,
        prices: [
          { num: 10, price: 1000 },
          { num: 100, price: 2000 },
        ],
      },
      {
        size: 2,
        prices: [
          { num: 10, price: 1500 },
          { num: 100, price: 3000 },
        ],
      },
    ],
    enabledNums: [
      { id: 1, nums: [10, 100], sizeName: '小' },
      { id: 2, nums: [10, 100], sizeName: '大' },
    ],
    deliveryDates: [
      { days: 5, ratePercent: 100 },
      { days: 2, ratePercent: 150 },
    ],
    options: {
      format: {
        required: true,
        choices: [
          { id: 1, name: '四角形' },
          { id: 2, name: '円' },
        ],
      },
    },
    ...overrides,
  };
}

const issuesOf = (input: ProductSettingInput) => {
  const result = productSettingSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('productSettingSchema', () => {
  it('accepts a consistent setting and fills the defaults', () => {
    const parsed = productSettingSchema.parse(setting());
    expect(parsed.pointRatePercent).toBe(1);
    expect(parsed.restrictions).toEqual({});
    expect(parsed.repeatDelivery).toBeNull();
    expect(parsed.options.format?.choices[0]).toEqual({
      id: 1,
      name: '四角形',
      pricing: { perPiece: 0, perOrder: 0, percent: 0 },
      additionalDays: 0,
      none: false,
    });
  });

  it.each<[string, Partial<ProductSettingInput>, string]>([
    // zod/mini carries no English messages; the path says what was refused.
    ['a Japanese slug', { slug: 'サテン' }, 'slug: '],
    [
      'a larger quantity costing less',
      {
        priceTable: [
          {
            size: 1,
            prices: [
              { num: 10, price: 1000 },
              { num: 100, price: 900 },
            ],
          },
          {
            size: 2,
            prices: [
              { num: 10, price: 1500 },
              { num: 100, price: 3000 },
            ],
          },
        ],
      },
      'a larger quantity must not cost less',
    ],
    [
      'a unit price rising with quantity',
      {
        priceTable: [
          {
            size: 1,
            prices: [
              { num: 10, price: 100 },
              { num: 100, price: 2000 },
            ],
          },
          {
            size: 2,
            prices: [
              { num: 10, price: 1500 },
              { num: 100, price: 3000 },
            ],
          },
        ],
      },
      'the unit price must not rise with quantity',
    ],
    [
      'a bigger size costing less',
      {
        priceTable: [
          {
            size: 1,
            prices: [
              { num: 10, price: 1000 },
              { num: 100, price: 2000 },
            ],
          },
          {
            size: 2,
            prices: [
              { num: 10, price: 900 },
              { num: 100, price: 3000 },
            ],
          },
        ],
      },
      'size 2 must not cost less than size 1 for 10 pieces',
    ],
    [
      'an enabled quantity without a price',
      { enabledNums: [{ id: 1, nums: [10, 50], sizeName: '小' }] },
      'no price for 50 pieces',
    ],
    [
      'an enabled-quantity sizeName that differs',
      { enabledNums: [{ id: 1, nums: [10], sizeName: '中' }] },
      'sizeName must match the size class',
    ],
    [
      'faster delivery costing less',
      {
        deliveryDates: [
          { days: 5, ratePercent: 100 },
          { days: 2, ratePercent: 90 },
        ],
      },
      'faster delivery must not cost less',
    ],
    [
      'size classes out of order',
      { sizeClasses: [...sizeClasses].reverse() },
      'size classes must be in ascending longMax',
    ],
    [
      'a limit beyond the largest class',
      { spec: { shortMin: 10, longMin: 20, shortMax: 90, longMax: 120 } },
      'every size allowed by spec must fall in a size class',
    ],
    [
      'a restriction naming an unknown format',
      { restrictions: { fastDelivery: { days: 2, formatIds: [9] } } },
      'unknown format choice',
    ],
    [
      'duplicate choice ids',
      {
        options: {
          format: {
            choices: [
              { id: 1, name: 'a' },
              { id: 1, name: 'b' },
            ],
          },
        },
      },
      'choice ids must be unique',
    ],
    [
      'inconsistent size limits',
      { spec: { shortMin: 30, longMin: 20, shortMax: 90, longMax: 100 } },
      'size limits must satisfy shortMin <= longMin <= longMax and shortMin <= shortMax <= longMax',
    ],
  ])('refuses %s', (_label, overrides, message) => {
    expect(issuesOf(setting(overrides)).join('\n')).toContain(message);
  });
});

describe('productSchema', () => {
  const product = (overrides: Partial<ProductInput>): ProductInput => ({
    id: 1,
    name: 'テスト',
    nameDetail: '',
    productType: 'general',
    setting: setting(),
    ...overrides,
  });

  it('needs size limits on a sized product and shapes on a shaped one', () => {
    expect(productSchema.safeParse(product({ setting: setting({ spec: null }) })).success).toBe(false);
    expect(productSchema.safeParse(product({ productType: 'numbering' })).success).toBe(false);
    expect(productSchema.safeParse(product({})).success).toBe(true);
  });

  it('lets an estimate product go without tables', () => {
    const estimate = product({
      productType: 'estimate',
      setting: { slug: 'estimate', description: 'お見積り' },
    });
    expect(productSchema.safeParse(estimate).success).toBe(true);
  });
});
