import { describe, expect, it } from 'vitest';
import { orderSearchSchema, pageCount, searchTerm } from './order-search.ts';

describe('searchTerm', () => {
  it.each([
    ['26112500001', { kind: 'purchaseNumber', value: '26112500001' }],
    ['２６１１２５０００', { kind: 'purchaseNumber', value: '261125000' }],
    ['26112500001-2', { kind: 'orderNumber', value: '26112500001-2' }],
    ['26112500001－02', { kind: 'orderNumber', value: '26112500001-2' }],
    ['090-1234-5678', { kind: 'tel', value: '09012345678' }],
    ['03 (1234) 5678', { kind: 'tel', value: '0312345678' }],
    ['Hanako@Example.JP', { kind: 'email', value: 'hanako@example.jp' }],
    ['やまだ はなこ', { kind: 'kana', value: 'ヤマダハナコ' }],
    ['ヤマダ', { kind: 'kana', value: 'ヤマダ' }],
    ['山田　花子', { kind: 'name', value: '山田花子' }],
    ['シールラボ株式会社', { kind: 'name', value: 'シールラボ株式会社' }],
    ['   ', null],
  ])('%s', (input, term) => {
    expect(searchTerm(input)).toEqual(term);
  });
});

describe('orderSearchSchema', () => {
  it('reads an empty query as the first page of everything', () => {
    expect(orderSearchSchema.parse({})).toEqual({ page: 1, perPage: 20 });
  });

  it('reads the filters from the address', () => {
    expect(
      orderSearchSchema.parse({
        q: '山田',
        status: '3,5',
        paymentMethod: 'onDelivery',
        shippingFrom: '2026-11-25',
        shippingTo: '2026-11-27',
        page: '2',
        perPage: '50',
      }),
    ).toEqual({
      q: '山田',
      status: [3, 5],
      paymentMethod: 'onDelivery',
      shippingFrom: '2026-11-25',
      shippingTo: '2026-11-27',
      page: 2,
      perPage: 50,
    });
  });

  it.each([
    [{ status: '3,6' }, 'status', '状態の指定に誤りがあります'],
    [{ paymentMethod: 'cash' }, 'paymentMethod', '支払方法の指定に誤りがあります'],
    [{ shippingFrom: '2026/11/25' }, 'shippingFrom', '日付は 2026-11-25 の形で指定してください'],
    [
      { shippingFrom: '2026-11-27', shippingTo: '2026-11-25' },
      'shippingTo',
      '発送日の範囲が逆になっています',
    ],
    [{ page: '0' }, 'page', 'ページは1以上です'],
    [{ perPage: '1000' }, 'perPage', '表示件数は20・50・100のいずれかです'],
  ])('refuses %j on its field', (query, field, message) => {
    const parsed = orderSearchSchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      field,
      message,
    ]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
