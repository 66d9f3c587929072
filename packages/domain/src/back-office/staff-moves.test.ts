import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S, ORDER_STATUSES } from '../orders/status.ts';
import { canTransition } from '../orders/transitions.ts';
import {
  isStaffMove,
  planStaffMove,
  staffMoveMail,
  staffMoveSchema,
  staffMoveTargets,
} from './staff-moves.ts';

const status = fc.constantFrom(...ORDER_STATUSES);

describe('staff moves', () => {
  it("follow the transition table's staff moves, refunds aside", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const refund = to === S.paybackedAll || to === S.paybacked;
        expect(isStaffMove(from, to)).toBe(!refund && canTransition(from, to, 'staff'));
        expect(staffMoveTargets(from).includes(to)).toBe(isStaffMove(from, to));
      }),
    );
  });

  it('takes printing and shipping in their order', () => {
    expect(staffMoveTargets(S.uploaded)).toEqual([
      S.datachecked,
      S.waitingReUpload,
      S.waitingResponse,
      S.cancelRequested,
    ]);
    expect(staffMoveTargets(S.datachecked)).toEqual([S.printed, S.cancelRequested]);
    expect(staffMoveTargets(S.printed)).toEqual([S.shipped, S.cancelRequested]);
    expect(staffMoveTargets(S.cancelRequested)).toEqual([S.canceled]);
  });

  it('moves many orders only when every one of them may go', () => {
    const orders = [
      { orderId: '26112500001-1', status: S.datachecked },
      { orderId: '26112500002-1', status: S.uploaded },
    ];
    expect(planStaffMove(orders, S.printed)).toEqual({ allowed: false, refused: [orders[1]] });
    expect(planStaffMove(orders.slice(0, 1), S.printed)).toEqual({ allowed: true, refused: [] });
  });

  it.each([
    [S.purchased, 'paymentConfirmed'],
    [S.datachecked, 'dataChecked'],
    [S.printed, null],
    [S.shipped, 'shipped'],
    [S.delivered, null],
    [S.waitingReUpload, 'reUploadRequest'],
    [S.waitingResponse, 'waitingResponse'],
    [S.cancelRequested, 'shopCancelled'],
    [S.canceled, 'cancelled'],
  ] as const)('a move to %i mails %j', (to, mail) => {
    expect(staffMoveMail(to)).toBe(mail);
  });
});

describe('staffMoveSchema', () => {
  const issues = (input: unknown) =>
    staffMoveSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
    [];

  it('takes several orders to shipped, each with its carrier and tracking number', () => {
    expect(
      staffMoveSchema.parse({
        to: 8,
        orders: [
          { orderId: '26112500001-1', carrier: 'yamato', trackingNumber: '1234-5678-9013' },
          { orderId: '26112500002-1', carrier: 'sagawa', trackingNumber: '111122223333' },
        ],
      }),
    ).toEqual({
      to: 8,
      memo: '',
      orders: [
        { orderId: '26112500001-1', carrier: 'yamato', trackingNumber: '123456789013' },
        { orderId: '26112500002-1', carrier: 'sagawa', trackingNumber: '111122223333' },
      ],
    });
  });

  it('asks for the carrier and a well-formed tracking number on the order that lacks them', () => {
    expect(
      issues({
        to: 8,
        orders: [
          { orderId: '26112500001-1' },
          { orderId: '26112500002-1', carrier: 'yamato', trackingNumber: '123456789012' },
          { orderId: '26112500003-1', carrier: 'yamato' },
        ],
      }),
    ).toEqual([
      ['orders.0.carrier', '配送業者を選んでください'],
      ['orders.1.trackingNumber', 'ヤマト運輸の伝票番号（12桁の数字）を正しく入力してください'],
      ['orders.2.trackingNumber', '送り状番号を入力してください'],
    ]);
  });

  it('asks why when the mail quotes the reason', () => {
    expect(issues({ to: 4, orders: [{ orderId: '26112500001-1' }] })).toEqual([
      ['memo', 'お客様へのメールに載せる理由を入力してください'],
    ]);
  });

  it('refuses no order, the same order twice, an unknown status and a malformed number', () => {
    expect(issues({ to: 7, orders: [] })).toEqual([['orders', 'ご注文を選んでください']]);
    expect(issues({ to: 7, orders: [{ orderId: '26112500001-1' }, { orderId: '26112500001-1' }] })).toEqual([
      ['orders.1.orderId', '同じご注文が二度選ばれています'],
    ]);
    expect(issues({ to: 6, orders: [{ orderId: '26112500001-1' }] })).toEqual([
      ['to', '移動先の状態に誤りがあります'],
    ]);
    expect(issues({ to: 7, orders: [{ orderId: '26112500001' }] })).toEqual([
      ['orders.0.orderId', '明細番号（11桁-枝番）を指定してください'],
    ]);
  });
});
