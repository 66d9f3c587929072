// The 請求書 before payment (issue 21 point 6, decision 0753): issued while a 銀行振込 or a
// 銀行振込（バーチャル口座） is owed, carrying what a qualified invoice must and where, how much and by
// when to pay; still issued after payment (marked paid), beside the 領収書.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@shop/domain/answers';
import { sampleShopProfile } from '@shop/domain/shop-profile';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { payments } from '../../db/schema.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { expireOverdueTransfers } from '../bank-transfer/expire.ts';
import { postPurchase, purchaseBody, WHITE_PP_PRICE } from '../checkout/test-support.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import { documentMessages } from './messages.ts';

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

const shopAccount = (() => {
  const account = sampleShopProfile.bankAccount;
  if (!account) throw new Error('the sample profile has a bank account');
  return account;
})();
/** WHITE_PP_PRICE as the headline prints it. */
const AMOUNT = `¥${WHITE_PP_PRICE.toLocaleString('en-US')}-`;

async function order(member: TestMember, paymentMethod: 'bank' | 'vbank'): Promise<string> {
  const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
}

const issue = (kind: 'invoice' | 'receipt', member: TestMember, purchaseId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/issue-${kind}`,
    headers: member.headers,
    payload: { to: '株式会社テスト商事', purchase_id: purchaseId },
  });

/** The issued 請求書's text, squeezed of white space. */
async function invoiceText(member: TestMember, purchaseId: string): Promise<string> {
  const issued = await issue('invoice', member, purchaseId);
  expect(issued.statusCode, issued.body).toBe(200);
  const { url } = issued.json<{ data: { url: string } }>().data;
  const pdf = await t.app.inject({ method: 'GET', url, headers: member.headers });
  expect(pdf.statusCode).toBe(200);
  return inspectPdf(pdf.rawPayload).compact;
}

const actionsOf = async (member: TestMember, purchaseId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/purchases/${purchaseId}`,
    headers: member.headers,
  });
  return res.json<{ data: Purchase }>().data.actions;
};

const recordTransfer = (purchaseId: string, amount: number, seenReceived = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/purchases/${purchaseId}/bank-transfer`,
    headers: staff.headers,
    payload: { amount, seenReceived },
  });

async function ownAccountNumber(purchaseId: string): Promise<string> {
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
  const detail = payment?.detail as { account?: { accountNumber?: string } } | null;
  return detail?.account?.accountNumber ?? '';
}

describe('the 請求書 of a 銀行振込 awaiting payment', () => {
  it('carries the issuer, 登録番号, tax per rate, the purchase number, the amount, the shop’s account, 振込名義 and the due day', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await order(member, 'bank');
    expect(await actionsOf(member, purchaseId)).toMatchObject({ invoice: true, receipt: false });
    const text = await invoiceText(member, purchaseId);
    for (const expected of [
      '請求書',
      '適格請求書',
      sampleShopProfile.name,
      `登録番号${sampleShopProfile.registrationNumber}`,
      '発行日2026年11月20日',
      `ご注文番号${purchaseId}`,
      '株式会社テスト商事御中',
      `ご請求金額${AMOUNT}`,
      'お支払期限2026年12月2日',
      'お支払い方法銀行振込',
      '10%対象',
      `${shopAccount.bankName}${shopAccount.branchName}${shopAccount.accountType}${shopAccount.accountNumber}`,
      `口座名義${shopAccount.accountHolder}`,
      `振込名義お名前の前にご注文番号「${purchaseId}」をご入力ください`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('お支払い済み');
  });

  it('after a short transfer, says what came and what is left', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await order(member, 'bank');
    expect((await recordTransfer(purchaseId, 1000)).statusCode).toBe(200);
    const text = await invoiceText(member, purchaseId);
    const left = (WHITE_PP_PRICE - 1000).toLocaleString('en-US');
    expect(text).toContain(`¥1,000のご入金を確認しております。残額¥${left}を上記の口座へお振込みください。`);
    expect(text).toContain('お支払期限2026年12月2日');
  });

  it('stays available once paid, marked paid, beside the 領収書', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await order(member, 'bank');
    expect((await recordTransfer(purchaseId, WHITE_PP_PRICE)).statusCode).toBe(200);
    expect(await actionsOf(member, purchaseId)).toMatchObject({ invoice: true, receipt: true });
    const text = await invoiceText(member, purchaseId);
    expect(text).toContain('お支払い済み');
    expect(text).not.toContain('お支払期限');
    expect(text).not.toContain('お振込先');
    expect((await issue('receipt', member, purchaseId)).statusCode).toBe(200);
  });

  it('is refused once the transfer expired unpaid (the orders were cancelled)', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await order(member, 'bank');
    await expireOverdueTransfers({
      db: t.app.db,
      now: new Date('2026-12-03T00:30:00+09:00'),
      publicUrl: t.config.publicUrl,
    });
    expect((await actionsOf(member, purchaseId)).invoice).toBe(false);
    const refused = await issue('invoice', member, purchaseId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: documentMessages.cancelled,
      errors: { purchase_id: documentMessages.cancelled },
    });
  });

  it('is a stranger’s 404: neither issued nor downloaded by another member', async () => {
    const [member, stranger] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
    const purchaseId = await order(member, 'bank');
    expect((await issue('invoice', stranger, purchaseId)).statusCode).toBe(404);
    const { url } = (await issue('invoice', member, purchaseId)).json<{ data: { url: string } }>().data;
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
  });
});

describe('the 請求書 of a 銀行振込（バーチャル口座） awaiting payment', () => {
  it('names the order’s own account and asks for no 振込名義', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await order(member, 'vbank');
    const accountNumber = await ownAccountNumber(purchaseId);
    expect(accountNumber).toMatch(/^\d{7}$/);
    expect(await actionsOf(member, purchaseId)).toMatchObject({ invoice: true, receipt: false });
    const text = await invoiceText(member, purchaseId);
    expect(text).toContain('お支払い方法銀行振込（バーチャル口座）');
    expect(text).toContain(`ご請求金額${AMOUNT}`);
    expect(text).toContain('お支払期限2026年12月2日');
    expect(text).toContain(accountNumber);
    expect(text).not.toContain(
      `${shopAccount.branchName}${shopAccount.accountType}${shopAccount.accountNumber}`,
    );
    expect(text).not.toContain('振込名義');
    expect((await issue('receipt', member, purchaseId)).statusCode).toBe(422);
  });

  it('is marked paid once the deposit arrived, and the 領収書 is issued', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await order(member, 'vbank');
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/virtual-accounts/deposit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        account_number: await ownAccountNumber(purchaseId),
        kind: 'full',
      }).toString(),
    });
    expect(deposit.statusCode).toBeLessThan(400);
    expect(await actionsOf(member, purchaseId)).toMatchObject({ invoice: true, receipt: true });
    const text = await invoiceText(member, purchaseId);
    expect(text).toContain('お支払い済み');
    expect(text).not.toContain('お支払期限');
    expect((await issue('receipt', member, purchaseId)).statusCode).toBe(200);
  });
});
