import { afterEach, describe, expect, it } from 'vitest';
import { handOffReorder, takeReorder, type ReorderHandoff } from './reorder-handoff';

const handoff: ReorderHandoff = {
  repeatId: 42,
  orderId: '26112000001-1',
  productId: 101,
  preset: { sizeX: 50, sizeY: 50, num: 100, deliveryDateProduct: 5, options: { adhesive: 1 } },
};

afterEach(() => window.sessionStorage.clear());

describe('the reorder hand-off from My page to the material page', () => {
  it('answers the material page URL naming the order, and that page takes the choices back', () => {
    expect(handOffReorder(handoff)).toBe('/materials/101?reorder=42');
    expect(takeReorder('42', 101)).toEqual(handoff);
  });

  it('gives nothing for another order, another product, or a URL without the parameter', () => {
    handOffReorder(handoff);
    expect(takeReorder('43', 101)).toBeNull();
    expect(takeReorder('42', 102)).toBeNull();
    expect(takeReorder(null, 101)).toBeNull();
  });

  it('gives nothing for what does not read as a hand-off', () => {
    for (const stored of ['{', 'null', '{"repeatId":"42","orderId":"x","productId":101,"preset":{}}']) {
      window.sessionStorage.setItem('reorder', stored);
      expect(takeReorder('42', 101)).toBeNull();
    }
    window.sessionStorage.setItem('reorder', JSON.stringify({ ...handoff, preset: { num: -1 } }));
    expect(takeReorder('42', 101)).toBeNull();
  });
});
