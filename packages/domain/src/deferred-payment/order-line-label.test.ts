import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderStatusLabel } from '../orders/status.ts';
import { orderLineStatusLabel } from './order-line-label.ts';

describe('orderLineStatusLabel', () => {
  it.each([
    [10, 'gmoab', '審査中'],
    [10, 'bank', 'お支払い待ち'],
    [10, 'epsilon', 'お支払い待ち'],
    [10, null, 'お支払い待ち'],
    [2, 'gmoab', 'お支払い済み'],
    [1, 'gmoab', 'ご注文受付'],
    [99, 'gmoab', 'キャンセル完了'],
  ] as const)('status %i paid by %s reads %s', (status, method, label) => {
    expect(orderLineStatusLabel(status, method)).toBe(label);
  });

  it('changes no status but 10, whatever the method', () => {
    for (const status of ORDER_STATUSES.filter((status) => status !== 10)) {
      for (const method of ['gmoab', 'bank', 'vbank', 'paypay', 'epsilon', 'gmokb', 'onDelivery', 'point']) {
        expect(orderLineStatusLabel(status, method)).toBe(orderStatusLabel(status));
      }
    }
  });
});
