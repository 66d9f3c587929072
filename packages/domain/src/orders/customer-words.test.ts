import { describe, expect, it } from 'vitest';
import {
  artworkPrompt,
  cancelConsequences,
  earnsPointsLater,
  paymentNote,
  purchaseOutcome,
  purchasePointsLine,
} from './customer-words.ts';
import { ORDER_STATUS as S } from './status.ts';

describe('artworkPrompt', () => {
  it.each([
    [S.ordered, 'request', 'お待ちしております'],
    [S.purchased, 'request', 'お待ちしております'],
    [S.waitingReUpload, 'request', '再入稿'],
    [S.uploaded, 'info', '受け付けました'],
  ] as const)('status %i: %s', (status, tone, text) => {
    const prompt = artworkPrompt(status);
    expect(prompt?.tone).toBe(tone);
    expect(prompt?.text).toContain(text);
  });

  it.each([S.waitingPurchase, S.datachecked, S.printed, S.shipped, S.delivered, S.canceled])(
    'asks nothing of an order in status %i',
    (status) => expect(artworkPrompt(status)).toBeNull(),
  );

  it('never waits for artwork beside the 入稿済み badge', () => {
    expect(artworkPrompt(S.uploaded)?.text).not.toContain('お待ちしております');
  });
});

describe('earnsPointsLater', () => {
  it.each([
    [S.ordered, true],
    [S.purchased, true],
    [S.printed, true],
    [S.shipped, true],
    [S.delivered, false],
    [S.waitingPurchase, false],
    [S.cancelRequested, false],
    [S.paybackedAll, false],
    [S.canceled, false],
  ])('status %i: %s', (status, expected) => expect(earnsPointsLater(status)).toBe(expected));
});

describe('paymentNote', () => {
  it.each([
    ['paid', [S.purchased], '（お支払い済み）'],
    ['paid', [S.cancelRequested], '（キャンセルに伴い返金の手続き中）'],
    ['refunded', [S.paybackedAll], '（返金済み）'],
    ['on_delivery', [S.canceled], '（キャンセル済み・ご請求はありません）'],
    ['failed', [S.canceled], '（キャンセル済み・ご請求はありません）'],
    ['authorizing', [S.waitingPurchase], '（お支払いが完了していません）'],
    ['pending', [S.waitingPurchase], '（ご入金をお待ちしております）'],
    ['pending', [S.canceled], '（キャンセル済み・ご請求はありません）'],
    ['on_delivery', [S.ordered], ''],
  ] as const)('%s with %j: %s', (paymentStatus, statuses, expected) => {
    expect(paymentNote(paymentStatus, statuses)).toBe(expected);
  });

  it('never calls a cancelled purchase paid', () => {
    for (const status of [S.cancelRequested, S.paybackedAll, S.paybacked, S.canceled]) {
      expect(paymentNote('paid', [status])).not.toBe('（お支払い済み）');
    }
  });
});

describe('purchasePointsLine', () => {
  it.each([
    [[S.purchased], { label: '獲得予定ポイント', points: 25 }],
    [[S.delivered, S.shipped], { label: '獲得予定ポイント', points: 25 }],
    [[S.delivered], { label: '獲得ポイント', points: 25 }],
    [[S.canceled], null],
    [[S.cancelRequested, S.purchased], null],
    [[S.waitingPurchase], null],
  ])('%j', (statuses, expected) => expect(purchasePointsLine(statuses, 25)).toEqual(expected));

  it('says nothing for a purchase that earns no points', () => {
    expect(purchasePointsLine([S.purchased], 0)).toBeNull();
  });
});

describe('purchaseOutcome', () => {
  it.each([
    ['paid', [S.purchased], 'placed'],
    ['on_delivery', [S.ordered], 'placed'],
    ['pending', [S.purchased], 'placed'],
    ['authorizing', [S.waitingPurchase], 'awaitingPayment'],
    ['failed', [S.canceled], 'notPlaced'],
    ['paid', [S.cancelRequested], 'cancelled'],
    ['refunded', [S.paybackedAll], 'cancelled'],
  ] as const)('%s with %j: %s', (paymentStatus, statuses, expected) => {
    expect(purchaseOutcome(paymentStatus, statuses)).toBe(expected);
  });
});

describe('cancelConsequences', () => {
  it('says only what applies to the purchase', () => {
    expect(cancelConsequences({ paymentStatus: 'paid', pointUse: 0, discount: 0 })).toEqual([
      'お支払い済みの代金は、キャンセル完了後にご返金いたします。',
    ]);
    expect(cancelConsequences({ paymentStatus: 'on_delivery', pointUse: 100, discount: 0 })).toEqual([
      '代金のご請求はありません。',
      'ご利用のポイントはお戻しします。',
    ]);
    expect(cancelConsequences({ paymentStatus: 'authorizing', pointUse: 0, discount: 500 })).toEqual([
      '代金のご請求はありません。',
      'ご利用のクーポンはお戻しします。',
    ]);
    expect(cancelConsequences({ paymentStatus: 'pending', pointUse: 10, discount: 500 })).toEqual([
      'お振込みいただいた金額がある場合は、キャンセル完了後にご返金いたします。',
      'ご利用のポイント・クーポンはお戻しします。',
    ]);
    expect(
      cancelConsequences({ paymentStatus: 'pending', paymentMethod: 'gmoab', pointUse: 10, discount: 0 }),
    ).toEqual(['後払いのため、代金のご請求はありません。', 'ご利用のポイントはお戻しします。']);
  });
});
