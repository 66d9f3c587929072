import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_ADDRESSEE_REQUIRED } from '@shop/domain/form-limits';
import { fieldMessages } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { issuedDocuments } from '../../db/schema.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { documentMessages } from './messages.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
});
afterAll(async () => t.close());

interface Issued {
  url: string;
  fileName: string;
  documentNumber: string;
  reissue: boolean;
}

const issue = (kind: 'invoice' | 'receipt', member: TestMember | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/issue-${kind}`,
    headers: member ? member.headers : {},
    payload,
  });

const download = (url: string, member: TestMember | null) =>
  t.app.inject({ method: 'GET', url, headers: member ? member.headers : {} });

describe('POST /issue-receipt', () => {
  it('issues the receipt of a paid purchase, and says 再発行 the second time', async () => {
    const { purchaseId, totalAmount } = await createTestPurchase(t.app.db, {
      userId: alice.id,
      pointUse: 500,
    });
    const first = await issue('receipt', alice, { to: '株式会社シールラボ', purchase_id: purchaseId });
    expect(first.statusCode).toBe(200);
    const issued = first.json<{ data: Issued }>().data;
    expect(issued).toMatchObject({
      fileName: `領収書_${purchaseId}.pdf`,
      documentNumber: `R-${purchaseId}`,
      reissue: false,
    });
    expect(issued.url).toMatch(/^\/api\/v2\/issued-documents\/\d+$/);

    const pdf = await download(issued.url, alice);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="receipt_${purchaseId}.pdf"; filename*=UTF-8''${encodeURIComponent(`領収書_${purchaseId}.pdf`)}`,
    );
    const { compact } = inspectPdf(pdf.rawPayload);
    expect(compact).toContain('領収書');
    expect(compact).toContain('株式会社シールラボ御中');
    expect(compact).toContain(`¥${totalAmount.toLocaleString('en-US')}-`);
    expect(compact).toContain(purchaseId);
    expect(compact).not.toContain('再発行');

    const second = (await issue('receipt', alice, { to: '', purchase_id: purchaseId })).json<{
      data: Issued;
    }>().data;
    expect(second).toMatchObject({
      reissue: true,
      fileName: `領収書_${purchaseId}_再発行.pdf`,
      documentNumber: `R-${purchaseId}`,
    });
    const again = inspectPdf((await download(second.url, alice)).rawPayload).compact;
    expect(again).toContain('再発行');
    expect(again).toContain('上様');

    const rows = await t.app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.purchaseId, purchaseId));
    expect(rows.map((row) => [row.kind, row.reissue, row.amount])).toEqual([
      ['receipt', false, totalAmount],
      ['receipt', true, totalAmount],
    ]);
    // The purchase answer counts them, so My page can warn before a third.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${purchaseId}`,
      headers: alice.headers,
    });
    expect(detail.json<{ data: { receiptsIssued: number } }>().data.receiptsIssued).toBe(2);
  });

  it('issues one original only, however quickly the button is pressed twice', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const answers = await Promise.all([
      issue('receipt', alice, { to: 'A', purchase_id: purchaseId }),
      issue('receipt', alice, { to: 'A', purchase_id: purchaseId }),
    ]);
    expect(answers.map((a) => a.json<{ data: Issued }>().data.reissue).sort()).toEqual([false, true]);
  });

  it('refuses a purchase paid entirely with points', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id, paymentMethod: 'point' });
    const response = await issue('receipt', alice, { to: '山田太郎', purchase_id: purchaseId });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(documentMessages.nothingPaid);
    expect((await issue('invoice', alice, { to: '山田太郎', purchase_id: purchaseId })).statusCode).toBe(200);
  });
});

describe('POST /issue-invoice', () => {
  it('issues a qualified invoice with every order, the fee, coupon and points as lines', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: alice.id,
      orders: [{ name: '店頭用' }, { productId: 104, status: ORDER_STATUS.canceled }, {}],
      coupon: { discount: 500 },
      pointUse: 300,
    });
    const response = await issue('invoice', alice, { to: '山田 太郎', purchase_id: purchaseId });
    expect(response.statusCode).toBe(200);
    const issued = response.json<{ data: Issued }>().data;
    expect(issued).toMatchObject({
      fileName: `請求書_${purchaseId}.pdf`,
      documentNumber: `INV-${purchaseId}`,
      reissue: false,
    });
    const { compact } = inspectPdf((await download(issued.url, alice)).rawPayload);
    expect(compact).toContain('請求書');
    expect(compact).toContain('山田太郎様');
    expect(compact).toContain('T9234567890123');
    expect(compact).toContain(`${purchaseId}-1`);
    expect(compact).not.toContain(`${purchaseId}-2`);
    expect(compact).toContain(`${purchaseId}-3`);
    expect(compact).toContain('クーポン値引き');
    expect(compact).toContain('ポイント利用');
    expect(compact).toContain('お支払い済み');
    // 5,500 + 7,700 − 500 − 300 (the cancelled second line is left out).
    expect(compact).toContain('¥12,400-');
  });

  it('issues invoices again without a 再発行 mark', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    await issue('invoice', alice, { to: 'A', purchase_id: purchaseId });
    const second = (await issue('invoice', alice, { to: 'B', purchase_id: purchaseId })).json<{
      data: Issued;
    }>().data;
    expect(second.reissue).toBe(false);
  });

  it('refuses a blank 宛名 (an invoice names who owes the amount); a receipt prints 上様', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    for (const to of ['', '  ', '\u3000']) {
      const response = await issue('invoice', alice, { to, purchase_id: purchaseId });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual({ to: INVOICE_ADDRESSEE_REQUIRED });
    }
    const rows = await t.app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.purchaseId, purchaseId));
    expect(rows).toEqual([]);
    expect((await issue('receipt', alice, { to: '', purchase_id: purchaseId })).statusCode).toBe(200);
  });
});

describe.each(['invoice', 'receipt'] as const)('POST /issue-%s refuses', (kind) => {
  it.each([
    ['a card payment not yet confirmed', { status: ORDER_STATUS.waitingPurchase }, documentMessages.notPaid],
    [
      'cash on delivery before delivery',
      { paymentMethod: 'onDelivery' as const },
      documentMessages.notPaidOnDelivery,
    ],
  ])('%s, with a clear message', async (_case, options, message) => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id, ...options });
    const response = await issue(kind, alice, { to: '山田太郎', purchase_id: purchaseId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { purchase_id: message } });
  });

  it('a purchase cancelled as a whole', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: alice.id,
      status: ORDER_STATUS.cancelRequested,
    });
    const response = await issue(kind, alice, { to: '山田太郎', purchase_id: purchaseId });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(documentMessages.cancelled);
  });

  it('an addressee with characters outside JIS X 0208, naming the position', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    for (const [to, message] of [
      ['髙橋商店', fieldMessages.unusableCharacterAt(1, '髙', '高')],
      ['㈱シールラボ', fieldMessages.unusableCharacterAt(1)],
      ['山田🍣', fieldMessages.unusableCharacterAt(3)],
      ['ﾔﾏﾀﾞ', fieldMessages.unusableCharacterAt(1)],
    ] as const) {
      const response = await issue(kind, alice, { to, purchase_id: purchaseId });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: object }>().errors).toEqual({ to: message });
    }
    const long = await issue(kind, alice, { to: 'あ'.repeat(51), purchase_id: purchaseId });
    expect(long.json<{ errors: object }>().errors).toEqual({ to: '50文字以内でご入力ください' });
  });

  it('another member’s purchase (404), and bad purchase numbers (400)', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const theirs = await issue(kind, bob, { to: 'ボブ', purchase_id: purchaseId });
    expect(theirs.statusCode).toBe(404);
    expect((await issue(kind, alice, { to: 'A', purchase_id: '123' })).statusCode).toBe(400);
    expect((await issue(kind, alice, { purchase_id: purchaseId })).statusCode).toBe(400);
    expect((await issue(kind, null, { to: 'A', purchase_id: purchaseId })).statusCode).toBe(401);
  });
});

describe('GET /issued-documents/{id}', () => {
  it('gives a document to the member who issued it only', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const { url } = (await issue('receipt', alice, { to: 'A', purchase_id: purchaseId })).json<{
      data: Issued;
    }>().data;
    expect((await download(url, bob)).statusCode).toBe(404);
    expect((await download(url, null)).statusCode).toBe(401);
    expect((await download('/api/v2/issued-documents/0', alice)).statusCode).toBe(400);
    expect((await download('/api/v2/issued-documents/999999', alice)).statusCode).toBe(404);
  });
});
