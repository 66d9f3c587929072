import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate-price.ts';
import { item, product } from './test-items.ts';

describe('engine speed', () => {
  it('prices an item in well under 0.1 ms', () => {
    const whitePp = product(101);
    const full = item(101, {
      sizeX: 80,
      sizeY: 60,
      num: 500,
      deliveryDateProduct: 3,
      options: {
        adhesive: 2,
        ondemandFoil: 1,
        lamination: 1,
        format: 4,
        cutlineService: 1,
        halfcut: 1,
        cutpath: 2,
        slit: 1,
        backSide: 1,
        deliveryForm: 2,
        sendCopy: 1,
        individualPackaging: 1,
      },
    });
    const calls = 20_000;
    for (let i = 0; i < 1000; i += 1) calculatePrice(whitePp, full); // warm up the JIT
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) calculatePrice(whitePp, full);
    const perCall = (performance.now() - started) / calls;
    expect(perCall).toBeLessThan(0.1);
  });
});
