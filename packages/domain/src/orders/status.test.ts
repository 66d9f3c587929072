import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  SAMPLE_IMAGE_STATUS,
  isOrderStatus,
  orderStatusLabel,
  sampleImageStatusLabel,
} from './status.ts';
import { orderStatusSchema, sampleImageStatusSchema } from './status-schema.ts';

describe('order statuses', () => {
  it('carry the spec numbers', () => {
    expect(ORDER_STATUS).toEqual({
      unknown: 0,
      ordered: 1,
      purchased: 2,
      uploaded: 3,
      waitingReUpload: 4,
      datachecked: 5,
      printed: 7,
      shipped: 8,
      delivered: 9,
      waitingPurchase: 10,
      waitingResponse: 12,
      cancelRequested: 90,
      paybackedAll: 91,
      paybacked: 92,
      canceled: 99,
    });
    expect(ORDER_STATUSES).toHaveLength(15);
  });

  it.each([
    [0, '確認中'],
    [1, 'ご注文受付'],
    [2, 'お支払い済み'],
    [3, '入稿済み'],
    [4, '再入稿待ち'],
    [5, '印刷・加工中'],
    [7, '印刷・加工中'],
    [8, '発送済み'],
    [9, 'お届け済み'],
    [10, 'お支払い待ち'],
    [12, 'お客様のご回答待ち'],
    [90, 'キャンセル手続き中'],
    [91, 'キャンセル完了'],
    [92, 'キャンセル完了'],
    [99, 'キャンセル完了'],
    [6, '確認中'],
    [100, '確認中'],
  ])('status %i reads %s', (status, label) => expect(orderStatusLabel(status)).toBe(label));

  it('validates status numbers', () => {
    expect(isOrderStatus(12)).toBe(true);
    expect(isOrderStatus(6)).toBe(false);
    expect(isOrderStatus('2')).toBe(false);
    expect(orderStatusSchema.parse(90)).toBe(90);
    expect(orderStatusSchema.safeParse(11).error?.issues[0]?.message).toBe('値に誤りがあります');
  });
});

describe('sample image statuses', () => {
  it('carry the spec numbers and a label each', () => {
    expect(SAMPLE_IMAGE_STATUS).toEqual({
      loading: 0,
      disabled: 1,
      waiting: 2,
      uploaded: 3,
      exists: 4,
      canceled: 9,
    });
    const labels = Object.values(SAMPLE_IMAGE_STATUS).map(sampleImageStatusLabel);
    expect(new Set(labels).size).toBe(6);
    expect(sampleImageStatusLabel(4)).toBe('仕上がりイメージをご確認いただけます');
    expect(sampleImageStatusLabel(5)).toBe(sampleImageStatusLabel(1));
    expect(sampleImageStatusSchema.safeParse(5).success).toBe(false);
    expect(sampleImageStatusSchema.parse(9)).toBe(9);
  });
});
