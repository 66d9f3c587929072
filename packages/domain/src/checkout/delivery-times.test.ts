import { describe, expect, it } from 'vitest';
import { DELIVERY_TIME_IDS, DELIVERY_TIMES, deliveryTimeLabel, isDeliveryTime } from './delivery-times.ts';

describe('delivery time slots', () => {
  it('start with 指定なし, the default, and have unique ids', () => {
    expect(DELIVERY_TIMES[0]).toEqual({ id: 'none', label: '指定なし' });
    expect(new Set(DELIVERY_TIME_IDS).size).toBe(DELIVERY_TIMES.length);
  });

  it('label each slot and read an unknown id as 指定なし', () => {
    expect(deliveryTimeLabel('am')).toBe('午前中');
    expect(deliveryTimeLabel('19-21')).toBe('19時〜21時');
    expect(deliveryTimeLabel('20-22')).toBe('指定なし');
  });

  it('recognise only the listed ids', () => {
    expect(DELIVERY_TIME_IDS.every(isDeliveryTime)).toBe(true);
    expect(isDeliveryTime('12-14')).toBe(false);
    expect(isDeliveryTime('')).toBe(false);
  });
});
