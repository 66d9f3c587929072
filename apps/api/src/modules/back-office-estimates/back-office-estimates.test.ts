// Issue 20 point 3 (decision 0752): staff read the estimate requests with their files, price lines
// with the shop's engine, and answer with alternatives; the customer is mailed and finds the
// estimate on My page, orderable through the estimate → cart path; the answer is audited.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateRequestDetail, EstimateRequestList } from '@shop/domain/estimate-answers';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { answerEstimate } from '../../admin/estimates-commands.ts';
import { multipartBody, SAMPLE_FILES, type FormPart } from '../../../test/multipart.ts';
import { ORDER_STATUS } from '@shop/domain/orders';
import { auditLog, estimates, mailOutbox, orders } from '../../db/schema.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import type { Estimate } from '../estimates/schemas.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';

let t: TestApp;
let member: TestMember;
let other: TestMember;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  [member, other] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

let addressCounter = 0;
const estimateForm = (email: string) => ({
  purpose: '商品ラベル',
  material: '白PPステッカー',
  sizeX: '50',
  sizeY: '50',
  num0: '100',
  num1: '300',
  deliveryTo: '東京都',
  familyName: '山田',
  givenName: '太郎',
  organization: '山田商店',
  tel: '03-1234-5678',
  email,
  etc: '冷蔵庫に貼ります',
});

/** Sends an estimate request as the browser does; answers its id (from the receipt E-000123). */
async function sendRequest(who: TestMember | null, files: FormPart[] = []): Promise<number> {
  addressCounter += 1;
  const email = who?.email ?? `visitor${addressCounter}@example.jp`;
  const { payload, headers } = multipartBody([
    { name: 'json', value: JSON.stringify(estimateForm(email)) },
    ...files,
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/request-estimate',
    payload,
    headers: { ...headers, ...(who ? who.headers : {}) },
    remoteAddress: `10.9.0.${addressCounter}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json<{ data: { receiptNumber: string } }>().data.receiptNumber.slice(2));
}

const adminGet = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: staff.headers });
const adminPost = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    headers: staff.headers,
    payload: payload as object,
  });

/** 白PP (101) 50 × 50 mm, 5 business days, the required options: ¥2,530 for 100 (docs/pricing.md). */
const whitePpLine = (alternative: number, num: number) => ({
  kind: 'catalog',
  alternative,
  productId: 101,
  sizeX: 50,
  sizeY: 50,
  num,
  deliveryDays: 5,
  options: { adhesive: 1, format: 1, deliveryForm: 1 },
});

const twoAlternatives = {
  title: '商品ラベル（白PP）',
  validDays: 30,
  notes: '版代は初回のみです。',
  lines: [
    whitePpLine(1, 100),
    { kind: 'special', alternative: 1, name: '版代', amountWithTax: 3300 },
    whitePpLine(2, 300),
  ],
};

describe('the estimate inbox', () => {
  it('lists requests unanswered first, newest first, with the file count; shows one with its files', async () => {
    const first = await sendRequest(member, [
      { name: 'sample1', filename: 'logo.png', content: SAMPLE_FILES.png, type: 'image/png' },
      { name: 'sample2', filename: 'spec.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    const second = await sendRequest(null);

    const list = await adminGet('/estimate-requests');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ data: EstimateRequestList }>().data.rows;
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(rows.find((row) => row.id === first)).toMatchObject({
      receiptNumber: `E-${String(first).padStart(6, '0')}`,
      customerName: '山田 太郎',
      fileCount: 2,
      fromMember: true,
      estimate: null,
    });

    const detail = await adminGet(`/estimate-requests/${first}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json<{ data: EstimateRequestDetail }>().data;
    expect(data.sections[0]?.rows).toContainEqual({ label: '素材', value: '白PPステッカー' });
    expect(data.sections.flatMap((section) => section.rows)).toContainEqual({
      label: 'ご要望',
      value: '冷蔵庫に貼ります',
    });
    const [png, pdf] = data.files;
    expect([png?.viewable, pdf?.viewable]).toEqual([true, false]);

    const download = await adminGet(`/estimate-requests/${first}/files/${pdf?.uploadId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await adminGet(`/estimate-requests/${first}/files/${pdf?.uploadId}/view`)).statusCode).toBe(404);
    const view = await adminGet(`/estimate-requests/${first}/files/${png?.uploadId}/view`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    // A file is read only under its own request.
    expect((await adminGet(`/estimate-requests/${second}/files/${png?.uploadId}`)).statusCode).toBe(404);
    expect((await adminGet('/estimate-requests/2147483647')).statusCode).toBe(404);
  });

  it('prices catalogue lines with the shop’s engine and special work as set, summed per 案', async () => {
    const res = await adminPost('/estimate-lines/price', { lines: twoAlternatives.lines });
    expect(res.statusCode, res.body).toBe(200);
    const { lines, children } = res.json<{
      data: {
        lines: { amountWithTax: number; name: string }[];
        children: { no: number; amountWithTax: number }[];
      };
    }>().data;
    expect(lines[0]).toMatchObject({ amountWithTax: 2530, name: '白PPステッカー 50×50mm 100枚' });
    expect(children.map((child) => child.no)).toEqual([1, 2]);
    expect(children[0]?.amountWithTax).toBe(2530 + 3300);
  });

  it('refuses lines the catalogue cannot price, on the line’s field, and bad input in the envelope', async () => {
    const unpriced = await adminPost('/estimate-lines/price', {
      lines: [
        { ...whitePpLine(1, 100), num: 7 },
        { ...whitePpLine(2, 100), productId: 99999 },
      ],
    });
    expect(unpriced.statusCode).toBe(422);
    const errors = unpriced.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['lines.0.num', 'lines.1.productId']);

    const bad = await adminPost('/estimate-lines/price', {
      lines: [{ kind: 'special', alternative: 9, name: '', amountWithTax: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors['lines.0.alternative']).toMatch(/案/);
    expect(body.errors['lines.0.amountWithTax']).toMatch(/金額/);
  });

  it('answers with two alternatives: the member is mailed, My page offers each 案 to order, the log has it', async () => {
    const id = await sendRequest(member);
    const answered = await adminPost(`/estimate-requests/${id}/answer`, twoAlternatives);
    expect(answered.statusCode, answered.body).toBe(200);
    const { estimateNumber } = answered.json<{ data: { estimateNumber: string } }>().data;
    expect(estimateNumber).toBe(`E-${String(id).padStart(6, '0')}`);

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toContain(estimateNumber);
    expect(mail?.text).toContain('¥5,830');

    const mine = await t.app.inject({ method: 'GET', url: '/api/v2/estimates', headers: member.headers });
    const estimate = mine.json<{ data: Estimate[] }>().data.find((e) => e.estimateNumber === estimateNumber);
    expect(estimate?.response.children.map((child) => [child.no, child.amountWithTax])).toEqual([
      [1, 5830],
      [2, expect.any(Number)],
    ]);
    expect(estimate?.response).not.toHaveProperty('lines');
    // Another member sees nothing of it (the one ownership rule, decision 0610).
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v2/estimates', headers: other.headers });
    expect(theirs.json<{ data: Estimate[] }>().data.map((e) => e.estimateNumber)).not.toContain(
      estimateNumber,
    );

    // The estimate → cart path prices 案2 from the stored record for its owner only.
    const cartItem = {
      type: 'estimate',
      productType: 'estimate',
      product: { id: 159 },
      estimate,
      estimateData: { no: 2 },
      num: 1,
    };
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/v2/calcprice',
      headers: member.headers,
      payload: cartItem,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json<{ data: { detail: { amountTotal: number } } }>().data.detail.amountTotal).toBe(
      estimate?.response.children[1]?.amountWithTax,
    );
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/v2/calcprice',
      headers: other.headers,
      payload: cartItem,
    });
    expect(stranger.statusCode).toBe(422);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'estimate.answer'), eq(auditLog.subjectId, estimateNumber)));
    expect(entry).toMatchObject({ staffId: staff.id, actor: staff.email, subjectType: 'estimate' });

    const detail = (await adminGet(`/estimate-requests/${id}`)).json<{ data: EstimateRequestDetail }>().data;
    expect(detail.answer?.lines).toHaveLength(3);
    expect(detail.request.estimate?.estimateNumber).toBe(estimateNumber);
    const open = (await adminGet('/estimate-requests?state=open')).json<{ data: EstimateRequestList }>().data;
    expect(open.rows.map((row) => row.id)).not.toContain(id);
    const done = (await adminGet('/estimate-requests?state=answered')).json<{ data: EstimateRequestList }>()
      .data;
    expect(done.rows.map((row) => row.id)).toContain(id);

    // Answering again changes the same estimate; once ordered it is refused.
    const again = await adminPost(`/estimate-requests/${id}/answer`, { ...twoAlternatives, title: '改訂版' });
    expect(again.json<{ data: { estimateNumber: string } }>().data.estimateNumber).toBe(estimateNumber);
    // Once the member orders 案2, staff see the order beside the estimate, and its answer stays.
    const purchase = await createTestPurchase(t.app.db, {
      userId: member.id,
      status: ORDER_STATUS.purchased,
    });
    await t.app.db
      .update(orders)
      .set({ estimateData: { no: 2, estimateNumber } })
      .where(eq(orders.orderId, purchase.orderIds[0] ?? ''));
    const ordered = (await adminGet(`/estimate-requests/${id}`)).json<{ data: EstimateRequestDetail }>().data;
    expect(ordered.request.estimate).toMatchObject({
      statusLabel: 'ご注文済み',
      orders: [{ orderId: purchase.orderIds[0], purchaseId: purchase.purchaseId }],
    });
    expect((await adminPost(`/estimate-requests/${id}/answer`, twoAlternatives)).statusCode).toBe(409);
  });

  it('answers any malformed body or address with 400 in the envelope, never 5xx', async () => {
    const id = await sendRequest(null);
    const cases: [string, unknown][] = [
      [`/estimate-requests/${id}/answer`, { ...twoAlternatives, title: 'ラベル\u0000' }],
      [`/estimate-requests/${id}/answer`, { ...twoAlternatives, lines: 'すべて' }],
      [`/estimate-requests/${id}/answer`, { ...twoAlternatives, lines: [{ alternative: 1 }] }],
      [`/estimate-requests/${id}/answer`, { ...twoAlternatives, validDays: 0 }],
      ['/estimate-requests/abc/answer', twoAlternatives],
      ['/estimate-lines/price', { lines: [{ ...whitePpLine(1, 100), options: { glitter: 1 } }] }],
      ['/estimate-lines/price', { lines: Array.from({ length: 21 }, () => whitePpLine(1, 100)) }],
    ];
    for (const [url, payload] of cases) {
      const res = await adminPost(url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect((await adminGet('/estimate-requests?state=everything')).statusCode).toBe(400);
    expect((await adminGet('/estimate-requests/1/files/abc')).statusCode).toBe(400);
    // Nothing was answered by any of them.
    const open = (await adminGet('/estimate-requests?state=open')).json<{ data: EstimateRequestList }>().data;
    expect(open.rows.map((row) => row.id)).toContain(id);
  });

  it('answers a visitor by mail; the estimate waits for the member who proves the address', async () => {
    const id = await sendRequest(null);
    const res = await adminPost(`/estimate-requests/${id}/answer`, {
      title: '特注ラベル',
      lines: [{ kind: 'special', alternative: 1, name: '金箔押しラベル', amountWithTax: 48_400, num: 500 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { mailed: boolean } }>().data.mailed).toBe(true);
    const [row] = await t.app.db
      .select()
      .from(estimates)
      .where(eq(estimates.estimateNumber, `E-${String(id).padStart(6, '0')}`));
    expect(row?.userId).toBeNull();
  });

  it('logs an answer from the command line too, as コマンドライン', async () => {
    const id = await sendRequest(null);
    const answered = await answerEstimate(t.app.db, {
      estimateNumber: `E-CLI-${id}`,
      estimateRequestId: id,
      title: 'コマンドラインからの回答',
      children: [{ no: 1, amountWithTax: 11_000 }],
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'estimate.answer'), eq(auditLog.subjectId, answered.estimateNumber)));
    expect(entry).toMatchObject({ staffId: null, actor: 'コマンドライン' });
  });
});
