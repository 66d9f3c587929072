import { isShapedProductType, optionGroupNames, sampleCatalogue, type Product } from '@shop/domain/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price.ts';
import type { PricedItem } from './priced-item.ts';
import type { PriceDetail } from './price-result.ts';
import { allowedChoices, orderableItem, sizeInClass } from './test-arbitraries.ts';

const pricedProducts = sampleCatalogue.filter((product) => product.productType !== 'estimate');
const runs = { numRuns: 150 };

function detailOf(product: Product, item: PricedItem): PriceDetail {
  const outcome = calculatePrice(product, item);
  if (!outcome.ok) throw new Error(`not orderable: ${JSON.stringify({ item, errors: outcome.errors })}`);
  return outcome.result.detail;
}

const total = (product: Product, item: PricedItem) => detailOf(product, item).amountTotal;

describe.each(pricedProducts.map((product) => [product.id, product.name, product] as const))(
  'product %i %s',
  (_id, _name, product) => {
    it('prices every orderable configuration', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          expect(calculatePrice(product, orderableItem(g, product)).ok).toBe(true);
        }),
        runs,
      );
    });

    it('never charges less for more pieces, and never more per piece', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const item = orderableItem(g, product);
          const nums = product.setting.enabledNums.find((entry) => entry.id === item.size)?.nums ?? [];
          const fewer = nums[g(fc.nat, { max: nums.length - 1 })] ?? 0;
          const more = nums[g(fc.nat, { max: nums.length - 1 })] ?? 0;
          fc.pre(fewer < more);
          const fewerTotal = total(product, { ...item, num: fewer });
          const moreTotal = total(product, { ...item, num: more });
          expect(moreTotal).toBeGreaterThanOrEqual(fewerTotal);
          // unit price: moreTotal / more <= fewerTotal / fewer, in integers
          expect(moreTotal * fewer).toBeLessThanOrEqual(fewerTotal * more);
        }),
        runs,
      );
    });

    it('never charges less for a bigger size', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const item = orderableItem(g, product);
          let bigger: PricedItem;
          if (isShapedProductType(product.productType)) {
            const shape = product.setting.shapes[g(fc.nat, { max: product.setting.shapes.length - 1 })];
            const current = product.setting.shapes.find((s) => s.id === item.shape?.id);
            fc.pre(!!shape && !!current && shape.sealSize >= current.sealSize);
            bigger = { ...item, shape: { id: shape?.id ?? 0 } };
          } else {
            const classIndex = product.setting.sizeClasses.findIndex((c) => c.id === item.size);
            const biggerIndex = g(fc.integer, {
              min: classIndex,
              max: product.setting.sizeClasses.length - 1,
            });
            const dims = sizeInClass(g, product, biggerIndex);
            fc.pre(Math.max(dims.sizeX, dims.sizeY) >= Math.max(item.sizeX, item.sizeY));
            bigger = { ...item, ...dims };
          }
          const outcome = calculatePrice(product, bigger);
          fc.pre(outcome.ok); // the quantity may not be offered in the bigger class
          expect(total(product, bigger)).toBeGreaterThanOrEqual(total(product, item));
        }),
        runs,
      );
    });

    it('never charges less for faster delivery', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const item = orderableItem(g, product);
          const days = product.setting.deliveryDates.map((d) => d.days);
          const faster = days[g(fc.nat, { max: days.length - 1 })] ?? 0;
          fc.pre(faster < item.deliveryDateProduct);
          const fasterItem = { ...item, deliveryDateProduct: faster };
          fc.pre(calculatePrice(product, fasterItem).ok); // 154: 2 days needs the rectangle
          expect(total(product, fasterItem)).toBeGreaterThanOrEqual(total(product, item));
        }),
        runs,
      );
    });

    it('never charges less for an added option', () => {
      const groups = optionGroupNames.filter((group) => product.setting.options[group]);
      if (groups.length === 0) return;
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const item = orderableItem(g, product);
          const group = groups[g(fc.nat, { max: groups.length - 1 })];
          if (!group) return;
          const current = item[group];
          const noneChosen =
            !current || product.setting.options[group]?.choices.find((c) => c.id === current.id)?.none;
          fc.pre(!!noneChosen);
          const candidates = allowedChoices(product, group, item.format ?? null).filter((c) => !c.none);
          fc.pre(candidates.length > 0);
          const added = candidates[g(fc.nat, { max: candidates.length - 1 })];
          const withOption = { ...item, [group]: { id: added?.id ?? 0 } };
          expect(total(product, withOption)).toBeGreaterThanOrEqual(total(product, item));
        }),
        runs,
      );
    });

    it('gives whole yen everywhere, adding up exactly', () => {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const detail = detailOf(product, orderableItem(g, product));
          const optionLines = optionGroupNames.map((group) => detail[group]?.amount ?? 0);
          const amounts = [
            detail.amountProduct,
            detail.amountOption,
            detail.amountTotal,
            detail.tax,
            detail.point,
            ...optionLines,
          ];
          for (const amount of amounts) {
            expect(Number.isInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(detail.amountProduct + detail.amountOption).toBe(detail.amountTotal);
          expect(optionLines.reduce((a, b) => a + b, 0)).toBe(detail.amountOption);
          expect(Math.abs(detail.tax - (detail.amountTotal * 10) / 110)).toBeLessThan(1);
          expect(detail.point).toBe(Math.floor(detail.amountTotal / 100));
        }),
        runs,
      );
    });
  },
);
