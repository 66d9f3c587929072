import { describe, expect, it } from 'vitest';
import { pickingList, pickingListFileName, type PickingOrder } from './picking-list.ts';

const order = (orderId: string, extra: Partial<PickingOrder> = {}): PickingOrder => ({
  purchaseId: orderId.slice(0, 11),
  orderId,
  productName: 'ステッカー',
  sizeLabel: '50×50mm',
  quantityLabel: '100枚',
  lines: ['粘着タイプ：強粘着'],
  addressee: '山田 花子',
  prefecture: '大阪府',
  deliveryTime: 'am',
  cashOnDelivery: false,
  shippingDate: '2026-11-27',
  ...extra,
});

describe('picking list', () => {
  it('groups orders into one parcel per purchase, in number order (line 2 before line 10)', () => {
    const list = pickingList('2026-11-27', [
      order('26112500002-1', { addressee: '佐藤 一郎', cashOnDelivery: true }),
      order('26112500001-10'),
      order('26112500001-2'),
    ]);
    expect(list.orderCount).toBe(3);
    expect(list.parcels.map((parcel) => parcel.purchaseId)).toEqual(['26112500001', '26112500002']);
    expect(list.parcels[0]?.orders.map((line) => line.orderId)).toEqual(['26112500001-2', '26112500001-10']);
    expect(list.parcels[0]?.deliveryTimeLabel).toBe('午前中');
    expect(list.parcels[1]).toMatchObject({ addressee: '佐藤 一郎', cashOnDelivery: true });
  });

  it('is empty on a day without parcels', () => {
    expect(pickingList('2026-11-28', [])).toEqual({ day: '2026-11-28', parcels: [], orderCount: 0 });
  });

  it('names the file after the day', () => {
    expect(pickingListFileName('2026-11-27')).toBe('picking-20261127.pdf');
  });
});
