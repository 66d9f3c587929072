import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThanksAnswer } from './api/thanks';
import { forgetThanksForTests, thankOnce } from './thanks';

const answer = (thanked: number): ThanksAnswer => ({
  thanked,
  ecommerce: {
    transaction_id: '26112200001',
    currency: 'JPY',
    value: 2530,
    tax: 230,
    shipping: 0,
    payment_type: 'クレジットカード',
    items: [
      {
        item_id: '101',
        item_name: '白PP',
        item_category: 'general',
        item_variant: '',
        price: 2530,
        quantity: 1,
        index: 0,
      },
    ],
  },
});

const purchases = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase');

beforeEach(() => {
  window.dataLayer = [];
  sessionStorage.clear();
  forgetThanksForTests();
});

describe('thankOnce', () => {
  it('asks once and pushes one purchase event when the purchase was not thanked', async () => {
    const fetchThanks = vi.fn(() => Promise.resolve(answer(0)));
    await Promise.all([thankOnce('26112200001', fetchThanks), thankOnce('26112200001', fetchThanks)]);
    expect(fetchThanks).toHaveBeenCalledTimes(1);
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({
      ecommerce: { transaction_id: '26112200001', value: 2530, tax: 230, currency: 'JPY' },
    });
  });

  it('sends neither again after a reload (same session)', async () => {
    await thankOnce('26112200001', () => Promise.resolve(answer(0)));
    forgetThanksForTests(); // a reload empties the module's memory, not session storage
    const fetchThanks = vi.fn(() => Promise.resolve(answer(1)));
    expect(await thankOnce('26112200001', fetchThanks)).toBe(false);
    expect(fetchThanks).not.toHaveBeenCalled();
    expect(purchases()).toHaveLength(1);
  });

  it('pushes nothing for a purchase the server had already thanked', async () => {
    await thankOnce('26112200002', () => Promise.resolve(answer(1)));
    expect(purchases()).toHaveLength(0);
  });
});
