// No order left hanging (issue 16 point 2, decision 0656): a card purchase left on the issuer's
// 3-D Secure page can be finished from My page (the stored challenge again) or cancelled (released
// at once, nothing charged) until the 30-minute window closes; released by the reconciliation, it
// is explained to the customer by mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase, ResumableChallenge } from '@shop/domain/answers';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { mailOutbox, sandboxCharges } from '../../db/schema.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { myPageMessages } from '../orders/messages.ts';
import { challengeToResume } from './open-challenge.ts';
import { CHALLENGE_WINDOW_MS, reconcileStalePurchases } from './reconcile.ts';
import {
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  passChallenge,
  paymentsOf,
  postPurchase,
  postTdsReturn,
  purchaseBody,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type ChallengeAnswer = PurchaseData & { pareq: string; md: string; termUrl: string; redirect: string };

/** A member's card purchase paying 300 points, stopped at the issuer's page. */
async function leftOnTheIssuerPage(): Promise<{ member: TestMember; answer: ChallengeAnswer }> {
  const member = await createTestMember(t.app);
  await grantPoints(t.app, member.id, 300);
  const body = purchaseBody(cardCheckout(await cardToken(t.app, TEST_CARDS.challenge), { pointUse: 300 }));
  const res = await postPurchase(t.app, member, body);
  const answer = res.json<{ data: ChallengeAnswer }>().data;
  if (!answer.pareq) throw new Error(`expected a challenge: ${res.body}`);
  return { member, answer };
}

const call = (method: 'GET' | 'PUT', url: string, member: TestMember) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: member.headers });

const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('a purchase awaiting its 3-D Secure answer', () => {
  it('is offered on My page to finish paying, and the challenge posted again pays it', async () => {
    const { member, answer } = await leftOnTheIssuerPage();
    const purchaseId = answer.purchase.purchaseId;
    const shown = (await call('GET', `/purchases/${purchaseId}`, member)).json<{ data: Purchase }>().data;
    expect(shown.actions).toMatchObject({ finishPayment: true, cancellable: true });

    const resumed = await call('GET', `/purchases/${purchaseId}/challenge`, member);
    expect(resumed.statusCode).toBe(200);
    const challenge = resumed.json<{ data: ResumableChallenge }>().data;
    expect(challenge).toMatchObject({
      pareq: answer.pareq,
      md: answer.md,
      termUrl: answer.termUrl,
      redirect: answer.redirect,
    });
    expect(Date.parse(challenge.closesAt) - t.app.now().getTime()).toBe(CHALLENGE_WINDOW_MS);
    const stranger = await createTestMember(t.app);
    expect((await call('GET', `/purchases/${purchaseId}/challenge`, stranger)).statusCode).toBe(404);

    const back = await postTdsReturn(t.app, await passChallenge(t.app, challenge));
    expect(back.headers.location).toBe(`/sp/checkout/done/${purchaseId}`);
    const paid = (await call('GET', `/purchases/${purchaseId}`, member)).json<{ data: Purchase }>().data;
    expect(paid.actions.finishPayment).toBe(false);
    const closed = await call('GET', `/purchases/${purchaseId}/challenge`, member);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: myPageMessages.challengeClosed, errors: {} });
  });

  it('is not resumable once the 30 minutes have passed', async () => {
    const { answer } = await leftOnTheIssuerPage();
    const later = new Date(t.app.now().getTime() + CHALLENGE_WINDOW_MS);
    expect(await challengeToResume(t.app.db, answer.purchase.purchaseId, later)).toBeNull();
  });

  it('is cancelled at once: released, points back, mailed, and a late answer charges nothing', async () => {
    const { member, answer } = await leftOnTheIssuerPage();
    const purchaseId = answer.purchase.purchaseId;
    const form = await passChallenge(t.app, answer);

    const cancelled = await call('PUT', `/cancel/${purchaseId}`, member);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: unknown }>().data).toMatchObject({
      purchase: null,
      released: true,
      completed: true,
      pointsReturned: 300,
      message: myPageMessages.released,
    });
    expect(await memberState(t.app, member.id)).toMatchObject({ purchases: [], holdingPoint: 300 });
    expect(await paymentsOf(t.app, purchaseId)).toMatchObject([{ status: 'failed' }]);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('【シールラボ】ご注文は確定していません（代金は請求されていません）');
    expect(mail?.text).toContain('お取り消しのお手続きをいただいたため、ご注文は確定しておりません');
    expect(mail?.text).toContain('カードへのご請求は発生しておりません。');
    expect(mail?.text).toMatch(/ご利用のポイント（.*300.*）はお戻ししました/);

    // The issuer's page answered after the cancellation: the charge is never completed.
    const back = await postTdsReturn(t.app, form);
    expect(back.headers.location).toContain('/sp/checkout/error');
    const charges = await t.app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, answer.md));
    expect(charges.every((charge) => charge.status !== 'paid')).toBe(true);
    expect((await call('PUT', `/cancel/${purchaseId}`, member)).statusCode).toBe(404);
  });

  it('released by the reconciliation after 30 minutes, tells the customer by mail that nothing was ordered', async () => {
    const { member } = await leftOnTheIssuerPage();
    const later = new Date(t.app.now().getTime() + CHALLENGE_WINDOW_MS + 60_000);
    // The earlier tests' purchase left waiting is released in the same round.
    expect((await reconcileStalePurchases(t.app, { now: later })).released).toBeGreaterThanOrEqual(1);
    expect((await memberState(t.app, member.id)).purchases).toEqual([]);
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【シールラボ】ご注文は確定していません（代金は請求されていません）');
    expect(mails[0]?.text).toContain('30分以内に完了しなかったため、ご注文は確定しておりません');
    expect(mails[0]?.text).toContain('カードへのご請求は発生しておりません。');
  });
});
