// PayPay's stand-in (decision 0785), beside the card's at /sandbox-pay: the API the shop's server
// calls (create a payment's code, ask its state, cancel it) and the payment page the customer is
// sent to. On a phone the page offers 「PayPayアプリで支払う」 (the app's part played by the button);
// on a computer it shows the code as a QR code drawn server-side (lib/qr-code.ts) with the same
// button for the tester. The customer may pay, cancel, or leave by the shop's link, which changes
// nothing: the shop learns what happened only by asking (never from the way back). Paid,
// cancelled, or left until its expiry, the shop is sent a signed notification (decisions 0762, 0846).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatYen } from '@shop/domain/format';
import type { Database } from '../db/client.ts';
import { sandboxCharges } from '../db/schema.ts';
import { qrCodePath } from '../lib/qr-code.ts';
import {
  PAYPAY_RESULT_CODES,
  createCodeRequestSchema,
  type CancelAnswer,
  type CreateCodeAnswer,
  type PaymentDetailsAnswer,
  type PayPayStatus,
  type RefundAnswer,
  refundRequestSchema,
} from '../payments/paypay-protocol.ts';
import { signNotification } from '../payments/notification-signer.ts';
import { PAYPAY_NOTIFICATION_PATH, type PayPayNotification } from '../payments/paypay-notification.ts';
import { escapeHtml, page } from './tds-page.ts';
import { tokyoIso } from './tokyo-iso.ts';

export interface PayPayStandIn {
  db: Database;
  now: Date;
  /** The payment page's public address: `${publicUrl}/sandbox-pay/paypay/pay`. */
  pageUrl: string;
  /** The secret the shop and PayPay share for notifications (decision 0762). */
  secret: string;
  /** Posts a signed notification to the shop; answers the shop's HTTP status. */
  deliver: (path: string, payload: string, signature: string) => Promise<number>;
}

type Row = typeof sandboxCharges.$inferSelect;

const contractOf = (merchant: string) => `paypay:${merchant}`;
/** Refunds are kept beside the payments, each under the shop's merchantRefundId. */
const refundContractOf = (merchant: string) => `paypay-refund:${merchant}`;

const result = (code: string, message = code) => ({ code, message });

/** The state PayPay would report now: a code past its expiry that nobody paid is EXPIRED. */
function statusOf(row: Row, now: Date): PayPayStatus {
  switch (row.status) {
    case 'paid':
    case 'refunded':
      return 'COMPLETED';
    case 'cancelled':
      return 'CANCELED';
    case 'expired':
    case 'declined':
      return 'EXPIRED';
    case 'challenge':
      return now.getTime() >= expiryOf(row) * 1000 ? 'EXPIRED' : 'CREATED';
  }
}

function expiryOf(row: Row): number {
  const answer = row.answer as { expiryDate?: unknown };
  return typeof answer.expiryDate === 'number' ? answer.expiryDate : 0;
}

async function findPayment(db: Database, merchant: string, merchantPaymentId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.contractCode, contractOf(merchant)),
        eq(sandboxCharges.orderNumber, merchantPaymentId),
      ),
    )
    .limit(1);
  return row;
}

async function findCode(db: Database, codeId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.token, codeId), eq(sandboxCharges.paymentKind, 'paypay')))
    .limit(1);
  return row;
}

/** POST /v2/codes: one code per merchantPaymentId; a second request for it is refused. */
export async function createCode(
  standIn: PayPayStandIn,
  merchant: string,
  body: unknown,
): Promise<CreateCodeAnswer> {
  const parsed = createCodeRequestSchema.safeParse(body);
  if (!parsed.success || merchant === '')
    return { resultInfo: result(PAYPAY_RESULT_CODES.invalidParameters), data: null };
  const request = parsed.data;
  const codeId = randomBytes(12).toString('base64url');
  const inserted = await standIn.db
    .insert(sandboxCharges)
    .values({
      contractCode: contractOf(merchant),
      orderNumber: request.merchantPaymentId,
      amount: request.amount.amount,
      paymentKind: 'paypay',
      token: codeId,
      status: 'challenge',
      answer: { expiryDate: request.expiryDate },
      termUrl: request.redirectUrl,
      createdAt: standIn.now,
      updatedAt: standIn.now,
    })
    .onConflictDoNothing()
    .returning({ id: sandboxCharges.id });
  if (inserted.length === 0) return { resultInfo: result(PAYPAY_RESULT_CODES.duplicate), data: null };
  return {
    resultInfo: result(PAYPAY_RESULT_CODES.success, 'Success'),
    data: {
      codeId,
      url: `${standIn.pageUrl}/${codeId}`,
      merchantPaymentId: request.merchantPaymentId,
      expiryDate: request.expiryDate,
    },
  };
}

/** GET /v2/codes/payments/{merchantPaymentId}: what became of it. */
export async function paymentDetails(
  standIn: PayPayStandIn,
  merchant: string,
  merchantPaymentId: string,
): Promise<PaymentDetailsAnswer> {
  const row = await findPayment(standIn.db, merchant, merchantPaymentId);
  if (!row) return { resultInfo: result(PAYPAY_RESULT_CODES.notFound), data: null };
  const status = statusOf(row, standIn.now);
  return {
    resultInfo: result(PAYPAY_RESULT_CODES.success, 'Success'),
    data: {
      merchantPaymentId,
      status,
      paymentId: status === 'COMPLETED' ? `pp-${row.id}` : null,
      amount: { amount: row.amount, currency: 'JPY' },
    },
  };
}

/**
 * DELETE /v2/payments/{merchantPaymentId}: an unpaid code dies at once. The stand-in refuses to
 * cancel a paid one (the real API reverses it): the shop then asks again and keeps the order.
 */
export async function cancelPayment(
  standIn: PayPayStandIn,
  merchant: string,
  merchantPaymentId: string,
): Promise<CancelAnswer> {
  const row = await findPayment(standIn.db, merchant, merchantPaymentId);
  if (!row) return { resultInfo: result(PAYPAY_RESULT_CODES.notFound) };
  const [cancelled] = await standIn.db
    .update(sandboxCharges)
    .set({ status: 'cancelled', updatedAt: standIn.now })
    .where(and(eq(sandboxCharges.id, row.id), eq(sandboxCharges.status, 'challenge')))
    .returning({ id: sandboxCharges.id });
  if (cancelled) return { resultInfo: result(PAYPAY_RESULT_CODES.success, 'Success') };
  const now = await findPayment(standIn.db, merchant, merchantPaymentId);
  return now && statusOf(now, standIn.now) === 'COMPLETED'
    ? { resultInfo: result(PAYPAY_RESULT_CODES.alreadyCompleted) }
    : { resultInfo: result(PAYPAY_RESULT_CODES.success, 'Success') };
}

/**
 * POST /v2/refunds: money of a paid payment given back, recorded under the shop's merchantRefundId
 * (unique: the same id again answers the refund already made and gives nothing more back).
 */
export async function refundPayment(
  standIn: PayPayStandIn,
  merchant: string,
  body: unknown,
): Promise<RefundAnswer> {
  const parsed = refundRequestSchema.safeParse(body);
  if (!parsed.success) return { resultInfo: result(PAYPAY_RESULT_CODES.invalidParameters), data: null };
  const request = parsed.data;
  const answered = (amount: number): RefundAnswer => ({
    resultInfo: result(PAYPAY_RESULT_CODES.success, 'Success'),
    data: {
      status: 'COMPLETED',
      merchantRefundId: request.merchantRefundId,
      paymentId: request.paymentId,
      amount: { amount, currency: 'JPY' },
    },
  });
  return standIn.db.transaction(async (tx) => {
    const id = /^pp-(\d+)$/.exec(request.paymentId)?.[1];
    const [paid] = id
      ? await tx
          .select()
          .from(sandboxCharges)
          .where(
            and(eq(sandboxCharges.id, Number(id)), eq(sandboxCharges.contractCode, contractOf(merchant))),
          )
          .for('update')
      : [];
    // Locked first: a doubled refund waits here, then finds the first one made.
    const [made] = await tx
      .select()
      .from(sandboxCharges)
      .where(
        and(
          eq(sandboxCharges.contractCode, refundContractOf(merchant)),
          eq(sandboxCharges.orderNumber, request.merchantRefundId),
        ),
      );
    if (made) return answered(made.amount);
    if (!paid || paid.status !== 'paid')
      return { resultInfo: result(PAYPAY_RESULT_CODES.refundPaymentNotFound), data: null };
    if (request.amount.amount > paid.amount)
      return { resultInfo: result(PAYPAY_RESULT_CODES.refundTooLarge), data: null };
    const left = paid.amount - request.amount.amount;
    await tx
      .update(sandboxCharges)
      .set({ amount: left, status: left === 0 ? 'refunded' : 'paid', updatedAt: standIn.now })
      .where(eq(sandboxCharges.id, paid.id));
    await tx.insert(sandboxCharges).values({
      contractCode: refundContractOf(merchant),
      orderNumber: request.merchantRefundId,
      amount: request.amount.amount,
      paymentKind: 'paypay-refund',
      token: request.paymentId,
      status: 'refunded',
      answer: { paymentId: request.paymentId },
      createdAt: standIn.now,
      updatedAt: standIn.now,
    });
    return answered(request.amount.amount);
  });
}

/** Phones get the app's button; every other browser the QR code (PayPay's own rule of thumb). */
export const isPhone = (userAgent: string) => /iPhone|iPod|Android.+Mobile|Mobile Safari/.test(userAgent);

export interface PayPayPage {
  statusCode: number;
  html: string;
}

/** GET /paypay/pay/{codeId}: the payment page. */
export async function paymentPage(
  standIn: PayPayStandIn,
  codeId: string,
  userAgent: string,
): Promise<PayPayPage> {
  const row = await findCode(standIn.db, codeId);
  if (!row) return { statusCode: 404, html: messagePage('お支払いが見つかりません', null) };
  const back = row.termUrl ?? '';
  const status = statusOf(row, standIn.now);
  if (status === 'COMPLETED') return { statusCode: 200, html: messagePage('お支払いは完了しています', back) };
  if (status !== 'CREATED')
    return {
      statusCode: 200,
      html: messagePage(
        status === 'EXPIRED' ? 'このお支払いは有効期限が切れています' : 'このお支払いは取り消されました',
        back,
      ),
    };
  const phone = isPhone(userAgent);
  const action = `${standIn.pageUrl}/${encodeURIComponent(codeId)}`;
  const qr = qrCodePath(action);
  const scan = phone
    ? '<p>PayPayアプリが開きます。アプリで金額をご確認のうえ、お支払いください。</p>'
    : `<p>スマートフォンのPayPayアプリでQRコードを読み取ってお支払いください。</p>
<svg role="img" aria-label="お支払い用QRコード" viewBox="0 0 ${qr.size} ${qr.size}" width="220" height="220" style="display:block;margin:0 auto;background:#fff" shape-rendering="crispEdges"><path d="${qr.path}" fill="#000"/></svg>
<p class="hint">テスト用: 読み取る代わりに下の「支払う」を押してください。</p>`;
  return {
    statusCode: 200,
    html: page(
      'PayPayでのお支払い',
      `<h1>PayPayでのお支払い</h1>
<dl>
<div><dt>お支払い金額</dt><dd>${escapeHtml(formatYen(row.amount))}</dd></div>
<div><dt>お支払い先</dt><dd>シールラボ</dd></div>
</dl>
${scan}
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="pay" class="primary">${phone ? 'PayPayアプリで支払う' : '支払う'}</button>
<button type="submit" name="action" value="cancel" class="secondary">支払いをやめる</button>
</form>
<p style="margin-top:16px"><a href="${escapeHtml(back)}">支払わずにショップに戻る</a></p>`,
    ),
  };
}

/**
 * POST /paypay/pay/{codeId}: the customer paid or cancelled in the app; the browser goes back to
 * the shop's address (answered as where to go: 303). Paying a code no longer payable changes nothing.
 */
export async function answerPayment(
  standIn: PayPayStandIn,
  codeId: string,
  action: string,
): Promise<{ location: string } | PayPayPage> {
  const row = await findCode(standIn.db, codeId);
  if (!row) return { statusCode: 404, html: messagePage('お支払いが見つかりません', null) };
  if (statusOf(row, standIn.now) === 'CREATED' && (action === 'pay' || action === 'cancel')) {
    const [changed] = await standIn.db
      .update(sandboxCharges)
      .set({ status: action === 'pay' ? 'paid' : 'cancelled', updatedAt: standIn.now })
      .where(and(eq(sandboxCharges.id, row.id), eq(sandboxCharges.status, 'challenge')))
      .returning();
    // PayPay tells the shop at once, before the customer's browser is sent back (decision 0762).
    if (changed) await notifyShop(standIn, changed);
  }
  return { location: row.termUrl ?? '' };
}

/**
 * PayPay's own clock (decision 0846): every code nobody paid before its expiry becomes EXPIRED, and
 * the shop is sent the signed notification as for a payment or a cancellation, so the order is
 * released even if nobody asks. Each is claimed by a conditional update (a payment, a cancellation
 * or another round that got there first wins); answers how many expired now.
 */
export async function expireAbandonedPayments(standIn: PayPayStandIn): Promise<number> {
  const due = await standIn.db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.paymentKind, 'paypay'),
        eq(sandboxCharges.status, 'challenge'),
        sql`(${sandboxCharges.answer}->>'expiryDate')::bigint <= ${Math.floor(standIn.now.getTime() / 1000)}`,
      ),
    )
    .orderBy(sandboxCharges.id);
  let expired = 0;
  for (const { id } of due) {
    const [changed] = await standIn.db
      .update(sandboxCharges)
      .set({ status: 'expired', updatedAt: standIn.now })
      .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'challenge')))
      .returning();
    if (!changed) continue;
    expired += 1;
    await notifyShop(standIn, changed);
  }
  return expired;
}

/** The signed notification of the payment's new state, as PayPay's webhook sends it. */
async function notifyShop(standIn: PayPayStandIn, row: Row): Promise<void> {
  const status = statusOf(row, standIn.now);
  const notification: PayPayNotification = {
    notification_id: `pn-${randomBytes(12).toString('base64url')}`,
    notification_type: 'Transaction',
    merchant_order_id: row.orderNumber,
    order_id: status === 'COMPLETED' ? `pp-${row.id}` : null,
    state: status,
    order_amount: row.amount,
    paid_at: status === 'COMPLETED' ? tokyoIso(standIn.now) : null,
  };
  const payload = JSON.stringify(notification);
  await standIn.deliver(
    PAYPAY_NOTIFICATION_PATH,
    payload,
    signNotification(standIn.secret, payload, standIn.now),
  );
}

function messagePage(title: string, back: string | null): string {
  const link = back ? `<p><a href="${escapeHtml(back)}">ショップに戻る</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n${link}`);
}
