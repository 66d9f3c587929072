// Issue 14, point 1 (decision 0610): every call that takes an estimate number prices, prints or
// orders an estimate for its owner only, answers "not yours" exactly as "no such number", and never
// copies the stored record into an answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { estimates } from '../../db/schema.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { postPurchase, purchaseBody } from '../checkout/test-support.ts';
import type { Estimate } from './schemas.ts';

let t: TestApp;
let owner: TestMember;
let stranger: TestMember;
const OWNED = 'E-OWN-0001';
const MISSING = 'E-NONE-0001';
/** What the requester typed: it must never come back in any answer. */
const SECRET_TEL = '090-1111-2222';

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
  await t.app.db.insert(estimates).values({
    userId: owner.id,
    email: owner.email,
    estimateNumber: OWNED,
    status: 1,
    title: '特注ステッカー',
    request: { tel: SECRET_TEL, familyName: '所有', purpose: '販促' },
    // The shop's tools may keep more in the stored JSON than the app shows.
    response: {
      children: [{ no: 1, amountWithTax: 12_000, cost: 4_000 }],
      internalMemo: '原価4,000円',
    },
    validUntil: '2026-12-20',
  });
});
afterAll(async () => t.close());

/** An estimate cart line as the app sends it, naming `estimateNumber` (the record as the client holds it). */
function estimateItem(estimateNumber: string) {
  return {
    type: 'estimate',
    productType: 'estimate',
    product: { id: 159 },
    num: 1,
    estimate: JSON.stringify({
      id: 1,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
      deletedAt: null,
      estimateNumber,
      estimateFrom: null,
      status: 1,
      title: '送られた件名',
      response: { children: [{ no: 1, amountWithTax: 1 }] },
    }),
    estimateData: JSON.stringify({ no: 1 }),
  };
}

const as = (member: TestMember | null) => (member ? member.headers : {});
const post = (url: string, member: TestMember | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers: as(member), payload: payload as object });

/** The callers that must all be told the same: a visitor, another member, for a real and a made-up number. */
const outsiders = [
  ['a visitor, with the owner’s number', null, OWNED],
  ['another member, with the owner’s number', 'stranger', OWNED],
  ['another member, with a number that does not exist', 'stranger', MISSING],
  ['a visitor, with a number that does not exist', null, MISSING],
] as const;
const who = (name: 'stranger' | null) => (name === 'stranger' ? stranger : null);

function expectNothingStored(body: string) {
  expect(body).not.toContain(owner.email);
  expect(body).not.toContain(SECRET_TEL);
  expect(body).not.toContain('internalMemo');
  expect(body).not.toContain('"cost"');
}

describe('POST /calcprice with an estimate item', () => {
  it.each(outsiders)('refuses %s with the one answer', async (_name, member, number) => {
    const res = await post('/calcprice', who(member), estimateItem(number));
    const reference = await post('/calcprice', null, estimateItem(MISSING));
    expect(res.statusCode).toBe(422);
    expect(res.body).toBe(reference.body);
  });

  it('prices the owner’s estimate at the stored amount, answering only the fields the app shows', async () => {
    const res = await post('/calcprice', owner, estimateItem(OWNED));
    expect(res.statusCode).toBe(200);
    const { cartItem, detail } = res.json<{
      data: { cartItem: { estimate: Record<string, unknown> }; detail: { amountTotal: number } };
    }>().data;
    expect(detail.amountTotal).toBe(12_000);
    expect(Object.keys(cartItem.estimate).sort()).toEqual(
      [
        'id',
        'createdAt',
        'updatedAt',
        'deletedAt',
        'estimateNumber',
        'estimateFrom',
        'status',
        'title',
        'response',
      ].sort(),
    );
    expect(cartItem.estimate).toMatchObject({
      deletedAt: null,
      estimateNumber: OWNED,
      estimateFrom: 'request',
      status: 1,
      title: '特注ステッカー',
      response: { children: [{ no: 1, amountWithTax: 12_000 }] },
    });
    expectNothingStored(res.body);
  });
});

describe('POST /nums with an estimate item', () => {
  it('answers the same whoever asks and whatever number, and echoes no estimate', async () => {
    const answers = await Promise.all([
      post('/nums', owner, [estimateItem(OWNED)]),
      post('/nums', stranger, [estimateItem(OWNED)]),
      post('/nums', null, [estimateItem(MISSING)]),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0].body);
      expectNothingStored(res.body);
      expect(res.body).not.toContain(OWNED);
    }
  });
});

describe('POST /estimate-pdf with an estimate item', () => {
  it.each(outsiders)('refuses %s with the one answer', async (_name, member, number) => {
    const res = await post('/estimate-pdf', who(member), { items: [estimateItem(number)] });
    const reference = await post('/estimate-pdf', null, { items: [estimateItem(MISSING)] });
    expect(res.statusCode).toBe(422);
    expect(res.body).toBe(reference.body);
  });

  it('prints the owner’s estimate with the stored title and amount, not what the cart sent', async () => {
    const res = await post('/estimate-pdf', owner, { items: [estimateItem(OWNED)] });
    expect(res.statusCode).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: res.json<{ data: { url: string } }>().data.url,
    });
    const { text } = inspectPdf(download.rawPayload);
    expect(text).toContain(`お見積り：特注ステッカー（見積番号 ${OWNED}）`);
    expect(text).toContain('¥12,000');
    expect(text).not.toContain('送られた件名');
    expect(text).not.toContain(SECRET_TEL);
  });
});

describe('POST /purchase with an estimate item', () => {
  it('refuses another member’s number exactly as a number that does not exist', async () => {
    const theirs = await postPurchase(t.app, stranger, purchaseBody({}, [estimateItem(OWNED)]));
    const none = await postPurchase(t.app, stranger, purchaseBody({}, [estimateItem(MISSING)]));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.body).toBe(none.body);
  });

  it('refuses a visitor’s estimate to a member who registered its address without proving it', async () => {
    const claimant = await createTestMember(t.app);
    await t.app.db.insert(estimates).values({
      email: claimant.email.toUpperCase(),
      estimateNumber: 'E-VISIT-0001',
      status: 1,
      title: '訪問者の見積',
      response: { children: [{ no: 1, amountWithTax: 5_000 }] },
    });
    const res = await postPurchase(t.app, claimant, purchaseBody({}, [estimateItem('E-VISIT-0001')]));
    const none = await postPurchase(t.app, claimant, purchaseBody({}, [estimateItem(MISSING)]));
    expect(res.statusCode).toBe(422);
    expect(res.body).toBe(none.body);
    const list = await t.app.inject({ method: 'GET', url: '/api/v2/estimates', headers: claimant.headers });
    expect(list.json<{ data: Estimate[] }>().data).toEqual([]);
  });
});

describe('GET /estimates and /estimates/{n}/pdf', () => {
  it('lists the owner’s estimate with the fields the app shows, nothing more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/estimates', headers: owner.headers });
    const [estimate] = res.json<{ data: Estimate[] }>().data;
    expect(estimate).toMatchObject({
      estimateNumber: OWNED,
      response: { children: [{ no: 1, amountWithTax: 12_000 }] },
    });
    expect(estimate).not.toHaveProperty('email');
    expect(estimate).not.toHaveProperty('request');
    expectNothingStored(res.body);
  });

  it('answers another member’s number exactly as one that does not exist', async () => {
    const pdf = (number: string) =>
      t.app.inject({ method: 'GET', url: `/api/v2/estimates/${number}/pdf`, headers: stranger.headers });
    const [theirs, none] = await Promise.all([pdf(OWNED), pdf(MISSING)]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
  });
});
