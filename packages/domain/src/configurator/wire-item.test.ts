import { describe, expect, it } from 'vitest';
import { currentItemSchema } from './current-item.ts';
import { currentItemWireSchema } from './wire-item.ts';

const estimate = {
  id: 3,
  createdAt: '2026-11-01T09:00:00+09:00',
  updatedAt: '2026-11-02T09:00:00+09:00',
  deletedAt: null,
  email: 'taro@example.jp',
  estimateNumber: 'E-2026-0003',
  estimateFrom: 'web',
  status: 1,
  title: '特注ステッカー',
  request: { material: '透明PET' },
  response: { children: [{ no: 1, amountWithTax: 22000, title: '100枚' }] },
};

describe('currentItemWireSchema', () => {
  const base = { type: 'estimate', productType: 'estimate', product: { id: 159 } } as const;

  it('reads the estimate and the estimate data sent as JSON text', () => {
    const item = currentItemWireSchema.parse({
      ...base,
      estimate: JSON.stringify(estimate),
      estimateData: JSON.stringify({ no: 1 }),
    });
    expect(item.estimate?.response.children[0]?.amountWithTax).toBe(22000);
    expect(item.estimateData).toEqual({ no: 1 });
  });

  it('takes them as objects or absent too, like the plain schema', () => {
    expect(currentItemWireSchema.parse({ ...base, estimate, estimateData: { no: 1 } }).estimate?.id).toBe(3);
    expect(currentItemWireSchema.parse(base)).toEqual(currentItemSchema.parse(base));
  });

  it('refuses text that is not the JSON of an estimate', () => {
    expect(currentItemWireSchema.safeParse({ ...base, estimate: '{oops' }).success).toBe(false);
    expect(currentItemWireSchema.safeParse({ ...base, estimateData: '"x"' }).success).toBe(false);
  });
});
