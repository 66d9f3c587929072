// The card behind the one payment model (decision 0788): each operation of the interface reaches
// the card's own hardened path and answers what the other methods answer.
import { backOfficeMessages } from '@shop/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import type { PaymentContext } from '../../payments/payment-method.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { createTestMember } from '../auth/test-member.ts';
import { cardMethod } from './card-method.ts';
import { CHALLENGE_WINDOW_MS } from './reconcile.ts';
import {
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  passChallenge,
  paymentsOf,
  postPurchase,
  purchaseBody,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Answer = PurchaseData & { pareq: string; md: string; termUrl: string };

async function ordered(card: string, checkout: Record<string, unknown> = {}) {
  const member = await createTestMember(t.app);
  const res = await postPurchase(
    t.app,
    member,
    purchaseBody(cardCheckout(await cardToken(t.app, card), checkout)),
  );
  const answer = res.json<{ data: Answer }>().data;
  return { member, answer, purchaseId: answer.purchase.purchaseId };
}

const context = (now: Date = t.app.now()): PaymentContext => ({
  db: t.app.db,
  now,
  publicUrl: t.app.config.publicUrl,
  actor: 'system',
});

describe('the card as a PaymentMethod', () => {
  it('starts authorizing with the instalment count kept, and inquires a paid charge as paid', async () => {
    const method = cardMethod(t.app);
    expect(
      method.start({
        purchaseId: 'X',
        amount: 1000,
        now: t.app.now(),
        holidays: [],
        opening: { payTimes: 3 },
      }),
    ).toEqual({
      purchaseStatus: 'authorizing',
      paymentStatus: 'pending',
      detail: { payTimes: 3 },
    });
    const { purchaseId } = await ordered(TEST_CARDS.approve);
    expect(await method.inquire(t.app.db, purchaseId)).toEqual({
      method: 'epsilon',
      state: 'paid',
      closesAt: null,
      refundedAmount: 0,
    });
    expect(await method.inquire(t.app.db, 'no-such-purchase')).toBeNull();
    expect(method.missingSettings(t.app.config)).toEqual([]);
  });

  it('notify is the 3-D Secure return: applied once, then ignored; a forged one ignored', async () => {
    const method = cardMethod(t.app);
    const { answer, purchaseId } = await ordered(TEST_CARDS.challenge);
    const waiting = await method.inquire(t.app.db, purchaseId);
    const [payment] = await paymentsOf(t.app, purchaseId);
    expect(waiting).toEqual({
      method: 'epsilon',
      state: 'challenge',
      closesAt: new Date((payment?.updatedAt.getTime() ?? 0) + CHALLENGE_WINDOW_MS).toISOString(),
      refundedAmount: 0,
    });
    expect(await method.notify(context(), { PaRes: 'forged', MD: `${purchaseId}-9` })).toBe('ignored');
    const form = await passChallenge(t.app, answer);
    expect(await method.notify(context(), form)).toBe('applied');
    expect(await method.notify(context(), form)).toBe('ignored');
    expect(await method.inquire(t.app.db, purchaseId)).toMatchObject({ state: 'paid' });
  });

  it('confirm loads the waiting charge and settles it once', async () => {
    const method = cardMethod(t.app);
    const { member, purchaseId } = await ordered(TEST_CARDS.challenge);
    const first = await method.confirm(context(), purchaseId, { transactionId: 'T-1' });
    expect(first?.status).toBe(200);
    expect(await method.confirm(context(), purchaseId, { transactionId: 'T-1' })).toBeNull();
    expect((await memberState(t.app, member.id)).purchases).toMatchObject([{ paymentStatus: 'paid' }]);
    expect(await paymentsOf(t.app, purchaseId)).toMatchObject([
      { status: 'paid', detail: { transactionId: 'T-1' } },
    ]);
  });

  it('cancel waits out the challenge window, then asks the provider and releases: points back', async () => {
    const method = cardMethod(t.app);
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 100);
    const res = await postPurchase(
      t.app,
      member,
      purchaseBody(cardCheckout(await cardToken(t.app, TEST_CARDS.challenge), { pointUse: 100 })),
    );
    const purchaseId = res.json<{ data: Answer }>().data.purchase.purchaseId;
    expect(await method.cancel(context(), purchaseId)).toBe(false);
    const later = new Date(t.app.now().getTime() + CHALLENGE_WINDOW_MS + 60_000);
    expect(await method.cancel(context(later), purchaseId)).toBe(true);
    expect(await method.cancel(context(later), purchaseId)).toBe(false);
    expect(await method.inquire(t.app.db, purchaseId)).toMatchObject({ state: 'released', closesAt: null });
    expect(await memberState(t.app, member.id)).toMatchObject({ purchases: [], holdingPoint: 100 });
  });

  it('refunds a paid charge at the provider; without one, staff are told to do it by hand', async () => {
    const method = cardMethod(t.app);
    const { purchaseId, answer } = await ordered(TEST_CARDS.approve);
    expect(await method.refund(context(), purchaseId, answer.purchase.totalAmount)).toEqual({
      kind: 'refunded',
    });
    const { purchaseId: challenged } = await ordered(TEST_CARDS.challenge);
    expect(await method.refund(context(), challenged, 100)).toEqual({
      kind: 'manual',
      message: backOfficeMessages.cardNotCharged,
    });
  });
});
