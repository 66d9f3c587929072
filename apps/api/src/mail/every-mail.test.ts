// Issue 24 point 1 (decision 0783): every mail a customer receives comes From the sending address,
// with Reply-To the address customers write to, and closes with the one signature that says where
// to write. Each mail kind is composed here on a configured operator (not the sample shop); a new
// mail function that is not listed below fails the first test.
import { mailSender, mailSignature, type ShopProfile } from '@shop/domain/shop-profile';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PRODUCTION_SHOP_PROFILE } from '../../test/production-env.ts';
import * as transferMails from '../modules/bank-transfer/mails.ts';
import * as checkoutMails from '../modules/checkout/order-mail.ts';
import * as orderMails from '../modules/orders/order-mails.ts';
import { storedEstimateForm } from '../modules/requests/estimate-form.ts';
import * as requestMails from '../modules/requests/mails.ts';
import * as staffMails from '../modules/staff/staff-mails.ts';
import * as memberMails from './member-mails.ts';
import { enqueueMail, type OutgoingMail } from './queue.ts';
import { readOutbox } from './test-outbox.ts';
import type { MailMessage, MailTransport } from './transport.ts';
import { flushMail } from './worker.ts';

const operator = JSON.parse(fs.readFileSync(PRODUCTION_SHOP_PROFILE, 'utf8')) as ShopProfile;
const URL = 'https://shop.label-kobo.example.jp';
const customer = 'hanako@example.jp';
const target = { email: customer, name: { organization: '', familyName: '佐藤', givenName: '花子' } };
const name = { familyName: '佐藤', givenName: '花子' };
const order = { orderId: '26112100001-1', purchaseId: '26112100001' };
const none = { points: 0, coupons: 0 };
const later = new Date(TEST_NOW.getTime() + 3_600_000);
const context = { publicUrl: URL, staffEmail: 'staff@label-kobo.example.jp', receivedAt: TEST_NOW };
const destination = {
  addressBookId: null,
  postalCode: 5300001,
  addressLevel1: '27',
  addressLevel2: '大阪市北区',
  addressLine1: '梅田1-1-1',
  addressLine2: '',
  organization: '',
  familyName: '佐藤',
  givenName: '花子',
  tel: '06-6000-0001',
};

/** The customer's mails each kind composes (staff notices are plain lines to the shop itself). */
const customerMails: Record<string, () => OutgoingMail[]> = {
  welcomeMail: () => [memberMails.welcomeMail(URL, customer, name)],
  emailVerificationMail: () => [
    memberMails.emailVerificationMail(URL, customer, name, `${URL}/sp/verify?t=x`, later),
  ],
  passwordResetMail: () => [memberMails.passwordResetMail(URL, customer, name, `${URL}/sp/reset?t=x`, later)],
  passwordChangedMail: () => [memberMails.passwordChangedMail(URL, customer, name, TEST_NOW, 'account')],
  emailChangedMail: () => [memberMails.emailChangedMail(URL, customer, 'new@example.jp', name, TEST_NOW)],
  leaveMail: () => [memberMails.leaveMail(URL, customer, name, TEST_NOW)],
  orderConfirmationMail: () => [
    checkoutMails.orderConfirmationMail({
      publicUrl: URL,
      to: customer,
      name,
      purchase: {
        purchaseId: order.purchaseId,
        createdAt: TEST_NOW,
        paymentMethod: 'bank',
        itemsAmount: 5500,
        discount: 0,
        pointUse: 0,
        codFee: 0,
        totalAmount: 5500,
        taxAmount: 500,
        pointEarned: 50,
        sourceAddress: null,
        destinationAddress: destination,
        deliveryTime: 'none',
        note: '',
      },
      orders: [],
      couponCode: null,
      transfer: { dueDate: '2026-11-30' },
    }),
  ],
  cancellationMail: () => [orderMails.cancellationMail(URL, target, order.purchaseId, false, none)],
  purchaseReleasedMail: () => [
    orderMails.purchaseReleasedMail(URL, target, order.purchaseId, 'expired', none),
  ],
  shipmentChangedMail: () => [
    orderMails.shipmentChangedMail(URL, target, order.purchaseId, {
      destination: '大阪府大阪市北区梅田1-1-1',
      source: 'ご登録住所',
      deliveryTime: '指定なし',
    }),
  ],
  artworkReceivedMail: () => [orderMails.artworkReceivedMail(URL, target, order, 'design.ai')],
  dataCheckedMail: () => [orderMails.dataCheckedMail(URL, target, order)],
  shippedMail: () => [orderMails.shippedMail(URL, target, order, 'yamato', '123456789012')],
  reUploadRequestMail: () => [
    orderMails.reUploadRequestMail(URL, target, order, '画像の解像度が不足しています'),
  ],
  waitingResponseMail: () => [
    orderMails.waitingResponseMail(URL, target, order, '白版の範囲をご確認ください'),
  ],
  paymentConfirmedMail: () => [orderMails.paymentConfirmedMail(URL, target, order.purchaseId)],
  shopCancelledMail: () => [orderMails.shopCancelledMail(URL, target, order, '')],
  refundCompletedMail: () => [orderMails.refundCompletedMail(URL, target, order, 'full', none)],
  sampleImageReadyMail: () => [orderMails.sampleImageReadyMail(URL, target, order)],
  estimateAnsweredMail: () => [
    orderMails.estimateAnsweredMail(URL, target, {
      estimateNumber: 'E-000001',
      title: 'ロゴステッカー',
      validUntil: '2026-12-21',
      children: [{ no: 1, amountWithTax: 12_100 }],
      member: false,
    }),
  ],
  proofSentMail: () => [orderMails.proofSentMail(URL, target, order, 1, '')],
  transferExpiredMail: () => [
    transferMails.transferExpiredMail(URL, target, order.purchaseId, '2026-11-30', none),
  ],
  transferShortMail: () => [
    transferMails.transferShortMail(URL, target, order.purchaseId, { received: 5000, missing: 500 }),
  ],
  staffInvitationMail: () => [
    staffMails.staffInvitationMail(
      URL,
      { email: customer, name: '佐藤 花子', role: 'staff', invitedBy: '山田 太郎' },
      `${URL}/admin/invitation?t=x`,
      later,
    ),
  ],
  sampleRequestMails: () =>
    requestMails.sampleRequestMails(
      { ...context, receipt: 'S-000001' },
      {
        form: {
          sampleList: [1],
          organization: '',
          name: '佐藤 花子',
          kana: 'サトウ ハナコ',
          postalCode: '5300001',
          addressLevel1: '27',
          addressLevel2: '大阪市北区',
          addressLine1: '梅田1-1-1',
          addressLine2: '',
          tel: '06-6000-0001',
          email: customer,
        },
        sampleNames: ['白PP'],
      },
    ),
  estimateRequestMails: () =>
    requestMails.estimateRequestMails(
      { ...context, receipt: 'E-000001' },
      storedEstimateForm({ familyName: '佐藤', givenName: '花子', email: customer }),
      [],
    ),
  contactMails: () =>
    requestMails.contactMails(
      { ...context, receipt: 'C-000001' },
      {
        orderStatus: '注文後',
        orderId: order.orderId,
        organization: '',
        familyName: '佐藤',
        givenName: '花子',
        tel: '',
        email: customer,
        message: '納期を教えてください。',
      },
    ),
};

/** Mails to the shop's own staff: no customer reads them, so they carry no signature. */
const staffNotices = [
  'cancellationStaffMail',
  'shipmentChangedStaffMail',
  'artworkReceivedStaffMail',
  'proofAnsweredStaffMail',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_PROFILE: PRODUCTION_SHOP_PROFILE } });
});
afterAll(async () => t.close());

describe('every mail kind', () => {
  it('is listed here, so none escapes the signature check', () => {
    const modules = [memberMails, checkoutMails, orderMails, transferMails, staffMails, requestMails];
    const exported = modules.flatMap((module) =>
      Object.entries(module)
        .filter(([key, value]) => typeof value === 'function' && /Mails?$/.test(key))
        .map(([key]) => key),
    );
    expect(exported.filter((key) => !staffNotices.includes(key)).sort()).toEqual(
      Object.keys(customerMails).sort(),
    );
  });

  it.each(Object.entries(customerMails))(
    '%s closes with the signature: where to write, company, address, telephone, hours',
    (_kind, compose) => {
      const mails = compose().filter((mail) => mail.to === customer);
      expect(mails).toHaveLength(1);
      const text = mails[0]?.text ?? '';
      expect(text.trimEnd().endsWith(mailSignature(operator, URL))).toBe(true);
      for (const detail of [
        operator.name,
        `〒${operator.postalCode} ${operator.address}`,
        operator.tel,
        operator.businessHours,
        operator.email,
        `${URL}/sp/contact`,
        '本メールにそのままご返信',
      ]) {
        expect(text).toContain(detail);
      }
      // Nothing calls the mailbox send-only now, and the sending address is never offered.
      expect(text).not.toContain('送信専用');
      expect(text).not.toContain(operator.mailFrom);
    },
  );
});

describe('the headers of a sent mail', () => {
  it('come From the sending address with Reply-To the address customers write to', async () => {
    const id = await enqueueMail(t.app.db, memberMails.welcomeMail(URL, customer, name), TEST_NOW);
    const sent: MailMessage[] = [];
    const capture: MailTransport = {
      send: async (message) => {
        sent.push(message);
        return { destination: 'memory' };
      },
    };
    await flushMail(t.app, { transport: capture });
    const message = sent.find((mail) => mail.id === id);
    expect(message?.from).toEqual({ name: operator.shopName, address: operator.mailFrom });
    expect(message?.replyTo).toEqual({ name: operator.shopName, address: operator.email });
    expect(mailSender(operator)).toEqual({ from: message?.from, replyTo: message?.replyTo });
  });

  it('are written so in the .eml a mail client opens', async () => {
    const id = await enqueueMail(t.app.db, memberMails.leaveMail(URL, customer, name, TEST_NOW), TEST_NOW);
    await flushMail(t.app);
    const file = `mail-${String(id).padStart(8, '0')}.eml`;
    const written = readOutbox(t.dataDir).find((mail) => mail.file === file);
    expect(written?.headers).toMatch(/^From: [^\n]*(\n [^\n]*)*<no-reply@label-kobo\.example\.jp>$/m);
    expect(written?.headers).toMatch(/^Reply-To: [^\n]*(\n [^\n]*)*<shop@label-kobo\.example\.jp>$/m);
  });
});
