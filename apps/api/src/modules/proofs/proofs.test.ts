// Issue 20 point 2 (decision 0750): staff send proofs, the customer approves or asks for a change
// on My page, every version is kept with its answer, and printing waits for approval when the
// customer asked for 事前承認. The member calls refuse visitors and other members (listed from the
// router, so a new proof call is covered the day it is added).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderProofs } from '@shop/domain/proofs';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { auditLog, mailOutbox, orders, purchases } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import { multipartBody, SAMPLE_FILES } from '../../../test/multipart.ts';
import { proofMessages } from './messages.ts';

type Failure = { message: string; errors: Record<string, string> };

let t: TestApp;
let member: TestMember;
let stranger: TestMember;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
  stranger = await createTestMember(t.app);
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

async function orderWithArtwork(priorConsent: boolean) {
  const purchase = await createTestPurchase(t.app.db, { userId: member.id, status: ORDER_STATUS.uploaded });
  await t.app.db.update(purchases).set({ priorConsent }).where(eq(purchases.purchaseId, purchase.purchaseId));
  const orderId = purchase.orderIds[0];
  if (!orderId) throw new Error('an order expected');
  return orderId;
}

async function sendProof(orderId: string, note = '', content = SAMPLE_FILES.png) {
  const { payload, headers } = multipartBody([
    { name: 'note', value: note },
    { name: 'file', filename: 'proof.png', content, type: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/proofs`,
    headers: { ...staff.headers, ...headers },
    payload,
  });
}

const statusOf = async (orderId: string) =>
  (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId)))[0]
    ?.status;

const answer = (orderId: string, version: number, kind: 'approval' | 'change-request', body?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/orders/${orderId}/proofs/${version}/${kind}`,
    headers: member.headers,
    ...(body ? { payload: body } : {}),
  });

const moveToPrinting = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/moves',
    headers: staff.headers,
    payload: { to: ORDER_STATUS.datachecked, orders: [{ orderId }] },
  });

describe('proofs with the customer’s approval', () => {
  it('go through change, a second version, approval, then printing, and refuse printing before', async () => {
    const orderId = await orderWithArtwork(true);
    const sent = await sendProof(orderId, '文字の位置をご確認ください');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { orderId, version: 1, status: ORDER_STATUS.waitingResponse } });
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mail?.subject).toContain('校正（仕上がりイメージ）のご確認のお願い');
    expect(mail?.text).toContain('文字の位置をご確認ください');

    const refused = await moveToPrinting(orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Failure>().message).toBe(`${orderId}：${proofMessages.approvalNeeded}`);

    const empty = await answer(orderId, 1, 'change-request', { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Failure>().errors).toEqual({ message: '修正内容をご入力ください' });
    const change = await answer(orderId, 1, 'change-request', { message: 'ロゴを大きくしてください' });
    expect(change.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.uploaded);
    expect((await moveToPrinting(orderId)).statusCode).toBe(409);

    expect((await sendProof(orderId)).json<{ data: { version: number } }>().data.version).toBe(2);
    // The old version cannot be answered any more.
    expect((await answer(orderId, 1, 'approval')).statusCode).toBe(409);
    const approved = await answer(orderId, 2, 'approval');
    expect(approved.statusCode).toBe(200);
    // A doubled tap answers alike and changes nothing.
    const again = await answer(orderId, 2, 'approval');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(approved.json());
    expect((await answer(orderId, 2, 'change-request', { message: 'やはり修正' })).statusCode).toBe(409);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v2/orders/${orderId}/proofs`,
      headers: member.headers,
    });
    const data = listed.json<{ data: OrderProofs }>().data;
    expect(data).toMatchObject({ orderId, priorConsent: true, answerable: null });
    expect(data.proofs).toMatchObject([
      {
        version: 1,
        note: '文字の位置をご確認ください',
        answer: 'changeRequested',
        answerMessage: 'ロゴを大きくしてください',
      },
      { version: 2, note: '', answer: 'approved', answerMessage: null },
    ]);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/proofs`,
      headers: staff.headers,
    });
    expect(staffView.json<{ data: OrderProofs }>().data.proofs.map((p) => p.answer)).toEqual([
      'changeRequested',
      'approved',
    ]);

    const image = await t.app.inject({
      method: 'GET',
      url: data.proofs[1]?.imageUrl ?? '',
      headers: member.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });

    expect((await moveToPrinting(orderId)).statusCode).toBe(200);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    expect(audits.map((entry) => entry.action)).toEqual([
      'order.proof.send',
      'order.proof.send',
      'order.move',
    ]);
  });

  it('do not hold printing back when the customer did not ask for 事前承認', async () => {
    const orderId = await orderWithArtwork(false);
    expect((await moveToPrinting(orderId)).statusCode).toBe(200);
  });

  it('refuse a file that is not a PNG or JPEG, and orders not with the shop', async () => {
    const orderId = await orderWithArtwork(true);
    const pdf = await sendProof(orderId, '', SAMPLE_FILES.pdf);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json<Failure>().errors).toEqual({ file: proofMessages.imageKind });
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.uploaded);
    const paid = await createTestPurchase(t.app.db, { userId: member.id, status: ORDER_STATUS.printed });
    expect((await sendProof(paid.orderIds[0] ?? '')).statusCode).toBe(409);
  });

  it('answer visitors 401 and other members 404 on every member proof call', async () => {
    const orderId = await orderWithArtwork(true);
    await sendProof(orderId);
    const memberRoutes = t.app.apiRoutes.filter((route) =>
      route.url.startsWith('/api/v2/orders/:orderId/proofs'),
    );
    expect(memberRoutes.length).toBe(4);
    for (const route of memberRoutes) {
      const url = route.url.replace(':orderId', orderId).replace(':version', '1');
      const payload = route.method === 'POST' ? { message: '他人の修正依頼' } : undefined;
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as 'GET', url, headers, ...(payload ? { payload } : {}) });
      expect((await call({})).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await call(stranger.headers)).statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.waitingResponse);
  });
});
