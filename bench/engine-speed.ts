// The pricing engine's speed per item (issue 3's budget: under 0.1 ms), measured here rather than
// asserted in the test suite, where a loaded machine made it fail (issue 18, point 5).
import { calculatePrice } from '../packages/domain/src/pricing/calculate-price.ts';
import { item, product } from '../packages/domain/src/pricing/test-items.ts';

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
const perCall: number[] = [];
for (let round = 0; round < 7; round += 1) {
  const started = performance.now();
  for (let i = 0; i < calls; i += 1) calculatePrice(whitePp, full);
  perCall.push((performance.now() - started) / calls);
}
perCall.sort((a, b) => a - b);
const median = perCall[Math.floor(perCall.length / 2)] ?? Number.NaN;
console.log(
  `pricing engine: ${median.toFixed(4)} ms per item (median of 7 rounds of ${calls}; budget < 0.1 ms)`,
);
