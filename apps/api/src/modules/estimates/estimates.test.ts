import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { estimateRequests, estimates, mailOutbox, orders } from '../../db/schema.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';
import { answerEstimate } from '../../admin/estimates-commands.ts';
import type { CommandContext } from '../../admin/command-context.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import type { Estimate } from './schemas.ts';
import { estimateMessages } from './service.ts';

let t: TestApp;
let context: CommandContext;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  context = { now: t.app.now(), config: t.config };
  [alice, bob] = await Promise.all([
    createTestMember(t.app, { organization: '株式会社アリス' }),
    createTestMember(t.app),
  ]);
});
afterAll(async () => t.close());

const get = (url: string, member: TestMember | null) =>
  t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: member ? member.headers : {} });

let serial = 0;
async function request(member: TestMember | null, email = member?.email ?? 'visitor@example.jp') {
  const [row] = await t.app.db
    .insert(estimateRequests)
    .values({
      userId: member?.id ?? null,
      form: {
        purpose: '商品ラベル',
        num0: '1000',
        num1: '3000',
        email,
        familyName: '訪問',
        givenName: '者',
        organization: '',
      },
    })
    .returning({ id: estimateRequests.id });
  serial += 1;
  return { id: row!.id, estimateNumber: `E-2611-${String(serial).padStart(4, '0')}` };
}

describe('answerEstimate (staff) and GET /estimates', () => {
  it('answers a member’s request; My page lists it with status, children and a PDF link; the member is mailed', async () => {
    const { id, estimateNumber } = await request(alice);
    const answer = await answerEstimate(
      t.app.db,
      {
        estimateNumber,
        estimateRequestId: id,
        title: '商品ラベル（透明PET）',
        children: [
          { no: 2, amountWithTax: 59_400, name: '3,000枚', num: 3000 },
          { no: 1, amountWithTax: 26_400, name: '1,000枚', num: 1000, specification: '60×40mm 透明PET' },
        ],
        validDays: 14,
        notes: 'いずれかの案をお選びください。',
      },
      context,
    );
    expect(answer).toMatchObject({ estimateNumber, validUntil: '2026-12-04', mailed: true });

    const list = (await get('/estimates?active=true', alice)).json<{ data: Estimate[] }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      estimateNumber,
      status: 1,
      statusLabel: '回答済み',
      title: '商品ラベル（透明PET）',
      validUntil: '2026-12-04',
      active: true,
      response: {
        children: [
          { no: 1, amountWithTax: 26_400 },
          { no: 2, amountWithTax: 59_400 },
        ],
        notes: 'いずれかの案をお選びください。',
      },
      pdfUrl: `/api/v2/estimates/${estimateNumber}/pdf`,
    });
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    // One way of writing the number and the alternatives: the domain's (issue 16 point 10).
    expect(mail?.subject).toBe(`【シールラボ】お見積りのご回答（見積番号 ${estimateNumber}）`);
    expect(mail?.text).toContain(`見積番号 ${estimateNumber}`);
    expect(mail?.text).toContain('・案1：1,000枚　¥26,400（税込）');
    expect(mail?.text).toContain('有効期限：2026年12月4日');
    expect(mail?.text).toContain('/sp/mypage');

    expect((await get('/estimates?active=true', bob)).json<{ data: Estimate[] }>().data).toEqual([]);
  });

  it('lists expired estimates without active=true only, and never withdrawn ones', async () => {
    const member = await createTestMember(t.app);
    const now = t.app.now();
    await t.app.db.insert(estimates).values([
      {
        userId: member.id,
        email: member.email,
        estimateNumber: 'X-OLD',
        status: 1,
        title: '期限切れ',
        validUntil: '2026-11-19',
        response: { children: [{ no: 1, amountWithTax: 1000 }] },
      },
      {
        userId: member.id,
        email: member.email,
        estimateNumber: 'X-TODAY',
        status: 1,
        title: '本日まで',
        validUntil: '2026-11-20',
        response: { children: [{ no: 1, amountWithTax: 1000 }] },
      },
      {
        userId: member.id,
        email: member.email,
        estimateNumber: 'X-WAIT',
        status: 0,
        title: '回答待ち',
        request: { purpose: 'x' },
      },
      {
        userId: member.id,
        email: member.email,
        estimateNumber: 'X-GONE',
        status: 1,
        title: '取り下げ',
        deletedAt: now,
      },
    ]);
    const active = (await get('/estimates?active=true', member)).json<{ data: Estimate[] }>().data;
    expect(active.map((e) => [e.estimateNumber, e.statusLabel]).sort()).toEqual([
      ['X-TODAY', '回答済み'],
      ['X-WAIT', 'お見積り中'],
    ]);
    expect(active.find((e) => e.estimateNumber === 'X-WAIT')).toMatchObject({
      response: { children: [] },
      pdfUrl: null,
    });
    const all = (await get('/estimates', member)).json<{ data: Estimate[] }>().data;
    expect(all.map((e) => [e.estimateNumber, e.statusLabel, e.active]).sort()).toEqual([
      ['X-OLD', '有効期限切れ', false],
      ['X-TODAY', '回答済み', true],
      ['X-WAIT', 'お見積り中', true],
    ]);
    expect((await get('/estimates?active=yes', member)).statusCode).toBe(400);
  });

  it('answers a visitor by mail, pointing to the contact form', async () => {
    const { id, estimateNumber } = await request(null, 'guest@example.jp');
    await answerEstimate(
      t.app.db,
      {
        estimateNumber,
        estimateRequestId: id,
        title: 'ノベルティ',
        children: [{ no: 1, amountWithTax: 12_100 }],
      },
      context,
    );
    const [row] = await t.app.db.select().from(estimates).where(eq(estimates.estimateNumber, estimateNumber));
    expect(row).toMatchObject({ userId: null, email: 'guest@example.jp', validUntil: '2026-12-20' });
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'guest@example.jp'));
    expect(mail?.text).toContain('訪問 者 様');
    expect(mail?.text).toContain('/sp/contact');
  });

  it('answers again under the same number, and refuses bad answers', async () => {
    const { id, estimateNumber } = await request(alice);
    const base = {
      estimateNumber,
      estimateRequestId: id,
      title: '再見積',
      children: [{ no: 1, amountWithTax: 5000 }],
    };
    await answerEstimate(t.app.db, base, context);
    await answerEstimate(
      t.app.db,
      { estimateNumber, title: '再見積（改）', children: [{ no: 1, amountWithTax: 4500 }] },
      context,
    );
    const [row] = await t.app.db.select().from(estimates).where(eq(estimates.estimateNumber, estimateNumber));
    expect(row).toMatchObject({
      title: '再見積（改）',
      response: { children: [{ no: 1, amountWithTax: 4500 }] },
    });

    await expect(
      answerEstimate(t.app.db, { ...base, estimateNumber: 'NEW-1', estimateRequestId: undefined }, context),
    ).rejects.toThrow('estimateRequestId');
    await expect(answerEstimate(t.app.db, { ...base, children: [] }, context)).rejects.toThrow('1件以上');
    await expect(
      answerEstimate(
        t.app.db,
        {
          ...base,
          children: [
            { no: 1, amountWithTax: 1 },
            { no: 1, amountWithTax: 2 },
          ],
        },
        context,
      ),
    ).rejects.toThrow('重複');
    await expect(
      answerEstimate(t.app.db, { ...base, children: [{ no: 1, amountWithTax: -1 }] }, context),
    ).rejects.toThrow();
    await expect(answerEstimate(t.app.db, { ...base, validUntil: '2026-11-01' }, context)).rejects.toThrow(
      '過去',
    );
    await expect(answerEstimate(t.app.db, { ...base, estimateNumber: '../x' }, context)).rejects.toThrow(
      '見積番号',
    );
  });
});

describe('GET /estimates/{estimateNumber}/pdf', () => {
  it('gives the owner a quotation made out to them, with every child or the one asked for', async () => {
    const { id, estimateNumber } = await request(alice);
    await answerEstimate(
      t.app.db,
      {
        estimateNumber,
        estimateRequestId: id,
        title: '丸型ステッカー',
        children: [
          { no: 1, amountWithTax: 26_400, name: '1,000枚', num: 1000 },
          { no: 2, amountWithTax: 59_400, name: '3,000枚', num: 3000 },
        ],
        validDays: 14,
      },
      context,
    );
    const response = await get(`/estimates/${estimateNumber}/pdf`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="estimate_${estimateNumber}.pdf"`);
    const { compact } = inspectPdf(response.rawPayload);
    expect(compact).toContain('御見積書');
    expect(compact).toContain(estimateNumber);
    expect(compact).toContain('株式会社アリス御中');
    expect(compact).toContain('丸型ステッカー');
    expect(compact).toContain('発行日より14日間');
    // Two alternatives (案): each with its price, never summed into one 御見積金額 (decision 0665).
    expect(compact).toContain('下記各案のとおり');
    expect(compact).toContain('26,400');
    expect(compact).toContain('59,400');
    expect(compact).not.toContain('85,800');
    expect(compact).toContain('合計金額ではありません');
    expect(compact).toContain('案2：3,000枚');

    const one = inspectPdf((await get(`/estimates/${estimateNumber}/pdf?no=2`, alice)).rawPayload).compact;
    expect(one).toContain('¥59,400-');
    expect(one).not.toContain('26,400');
    expect((await get(`/estimates/${estimateNumber}/pdf?no=9`, alice)).statusCode).toBe(404);
  });

  it('is 404 for another member, 409 before the answer, 400 for a malformed number', async () => {
    const { id, estimateNumber } = await request(alice);
    await answerEstimate(
      t.app.db,
      { estimateNumber, estimateRequestId: id, title: 'x', children: [{ no: 1, amountWithTax: 1000 }] },
      context,
    );
    const theirs = await get(`/estimates/${estimateNumber}/pdf`, bob);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: estimateMessages.notFound, errors: {} });
    expect((await get(`/estimates/${estimateNumber}/pdf`, null)).statusCode).toBe(401);
    await t.app.db
      .insert(estimates)
      .values({ userId: alice.id, email: alice.email, estimateNumber: 'WAIT-1', title: '回答待ち' });
    const waiting = await get('/estimates/WAIT-1/pdf', alice);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ message: string }>().message).toBe(estimateMessages.notAnswered);
    expect((await get('/estimates/%2E%2E%2Fetc/pdf', alice)).statusCode).toBe(400);
  });

  it('shows an estimate as ご注文済み with the member’s order once they order from it, not after a cancel (decision 0718)', async () => {
    const { id, estimateNumber } = await request(alice);
    await answerEstimate(
      t.app.db,
      {
        estimateNumber,
        estimateRequestId: id,
        title: '注文される見積',
        children: [{ no: 1, amountWithTax: 11_000 }],
        validDays: 14,
      },
      context,
    );
    const shown = async () =>
      (await get('/estimates?active=true', alice))
        .json<{ data: Estimate[] }>()
        .data.find((estimate) => estimate.estimateNumber === estimateNumber);
    // The purchase writes the estimate's number on the order only (decision 0525), as checkout does.
    const orderFrom = async (
      member: TestMember,
      status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS],
    ) => {
      const purchase = await createTestPurchase(t.app.db, { userId: member.id, status });
      const orderId = purchase.orderIds[0] ?? '';
      await t.app.db
        .update(orders)
        .set({ estimateData: { no: 1, estimateNumber } })
        .where(eq(orders.orderId, orderId));
      return { orderId, purchaseId: purchase.purchaseId };
    };

    expect(await shown()).toMatchObject({ statusLabel: '回答済み', orders: [] });
    // A cancelled order does not make it ordered; another member's order is never shown to Alice.
    await orderFrom(alice, ORDER_STATUS.canceled);
    await orderFrom(bob, ORDER_STATUS.purchased);
    expect(await shown()).toMatchObject({ statusLabel: '回答済み', orders: [] });

    const placed = await orderFrom(alice, ORDER_STATUS.purchased);
    expect(await shown()).toMatchObject({ status: 1, statusLabel: 'ご注文済み', orders: [placed] });
  });
});
