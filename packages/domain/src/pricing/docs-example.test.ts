import { describe, expect, it } from 'vitest';
// Read at build time by Vite, so the domain stays free of file I/O.
import pricingDoc from '../../../../docs/pricing.md?raw';
import { calculatePrice } from './calculate-price.ts';
import type { PriceDetail } from './price-result.ts';
import { item, product } from './test-items.ts';

function documentedFigures(markdown: string): [string, number][] {
  const block =
    /<!-- pricing-example:start -->([\s\S]*?)<!-- pricing-example:end -->/.exec(markdown)?.[1] ?? '';
  return [...block.matchAll(/^\|\s*`(\w+)`\s*\|\s*¥?([\d,]+)\s*\|$/gm)].map(([, field = '', value = '']) => [
    field,
    Number(value.replaceAll(',', '')),
  ]);
}

describe('docs/pricing.md worked example', () => {
  const outcome = calculatePrice(
    product(101),
    item(101, {
      sizeX: 50,
      sizeY: 50,
      num: 100,
      deliveryDateProduct: 3,
      options: { adhesive: 2, lamination: 1, format: 2, deliveryForm: 2, individualPackaging: 1 },
    }),
  );

  it('documents figures', () => {
    expect(documentedFigures(pricingDoc).length).toBeGreaterThanOrEqual(10);
  });

  it.each(documentedFigures(pricingDoc))('%s is %d as documented', (field, value) => {
    if (!outcome.ok) throw new Error('the documented example must be orderable');
    const figure = outcome.result.detail[field as keyof PriceDetail];
    expect(typeof figure === 'object' && figure !== null && 'amount' in figure ? figure.amount : figure).toBe(
      value,
    );
  });
});
