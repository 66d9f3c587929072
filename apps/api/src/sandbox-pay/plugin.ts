// The card-token provider's stand-in (ARCHITECTURE.md; decisions 0320–0322), mounted at
// /sandbox-pay outside production. From outside it looks like the real provider: a token script
// for the browser, a charge API for the shop's server, a 3-D Secure challenge page; PayPay's API
// and payment page under /sandbox-pay/paypay (decision 0785); and the virtual-account provider
// (decision 0825): accounts issued to the shop's server, a deposit page for testers, and signed
// deposit notifications to the shop; the 後払い provider under /sandbox-pay/gmoab (decision
// 0826): screening, a review page for testers, shipping reports received; and the invoice-credit
// provider under /sandbox-pay/gmokb (decision 0836): screening with signed results, and each
// month's billed orders.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { CSP_HEADER } from '../plugins/content-security-policy.ts';
import { standInIssuerPagePolicy } from '../security/content-security-policy.ts';
import { acceptFormBodies } from '../payments/form-body.ts';
import { completeCharge, createCharge, inquireCharge, refundCharge, type SandboxContext } from './charges.ts';
import { formBody } from './requests.ts';
import { answerChallenge, openChallenge } from './tds.ts';
import { MERCHANT_HEADER } from '../payments/paypay-protocol.ts';
import { verifyOpaAuthorization } from '../payments/paypay-signing.ts';
import {
  answerPayment,
  cancelPayment,
  createCode,
  expireAbandonedPayments,
  paymentDetails,
  paymentPage,
  refundPayment,
  type PayPayStandIn,
} from './paypay.ts';
import { tokenScript } from './token-script.ts';
import { issueToken } from './tokens.ts';
import { SIGNATURE_HEADER } from '../payments/notification-signer.ts';
import { depositPage } from './virtual-account-page.ts';
import {
  cancelTransaction,
  finishReview,
  receiveShipment,
  recentTransactions,
  screenTransaction,
  type DeferredPaymentStandIn,
} from './deferred-payment.ts';
import { reviewsPage } from './deferred-payment-page.ts';
import {
  closeVirtualAccount,
  deposit,
  issueVirtualAccount,
  type VirtualAccountContext,
} from './virtual-accounts.ts';
import {
  billOrder,
  cancelOrder,
  listApplications,
  listBilledOrders,
  sendInvoicePaid,
  sendScreeningResult,
  takeApplication,
  type InvoiceCreditStandIn,
  type ScreeningSent,
} from './invoice-credit.ts';
import { invoiceCreditPage } from './invoice-credit-page.ts';

const hidden = { hide: true, body: formBody } as const;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** An issuer's page: its own policy (it posts back to whichever shop sent the customer). */
const sendIssuerPage = (reply: FastifyReply, page: { statusCode: number; html: string }) =>
  reply
    .status(page.statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(CSP_HEADER, standInIssuerPagePolicy(page.html))
    .send(page.html);

export const sandboxPayPlugin: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const base = `${app.config.publicUrl}${app.prefix}`;
  const script = tokenScript(base);
  const answerUrl = `${app.prefix}/tds/answer`;
  const context = (): SandboxContext => ({ db: app.db, now: app.now(), challengeUrl: `${base}/tds` });

  app.get('/token.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      // A real provider serves its script to other sites' pages.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(script),
  );

  // Called by the script from the shop's page: a form post, so no CORS preflight is needed.
  app.post('/tokens', { schema: hidden }, async (request, reply) => {
    const body = request.body;
    const answer = await issueToken(app.db, app.now(), text(body?.contract_code), {
      cardno: text(body?.cardno),
      expire: text(body?.expire),
      securitycode: text(body?.securitycode),
      holdername: text(body?.holdername),
    });
    return reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store').send(answer);
  });

  app.post('/charges', { schema: hidden }, async (request) => createCharge(context(), request.body));
  app.post('/charges/inquiry', { schema: hidden }, async (request) => inquireCharge(context(), request.body));
  app.post('/charges/complete', { schema: hidden }, async (request) =>
    completeCharge(context(), request.body),
  );

  app.post('/refunds', { schema: hidden }, async (request) => refundCharge(context(), request.body));

  const accounts = (): VirtualAccountContext => ({
    db: app.db,
    now: app.now(),
    secret: app.config.vbank.notificationSecret,
    // The shop is this process: its webhook is called in process, as the card's gateway calls us.
    deliver: async (path, payload, signature) =>
      (
        await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload,
        })
      ).statusCode,
  });
  const depositUrl = `${app.prefix}/virtual-accounts/deposit`;
  const sendPage = (reply: FastifyReply, html: string, statusCode = 200) =>
    sendIssuerPage(reply, { statusCode, html });

  app.post('/virtual-accounts', { schema: hidden }, async (request) =>
    issueVirtualAccount(accounts(), request.body),
  );
  app.post('/virtual-accounts/close', { schema: hidden }, async (request) =>
    closeVirtualAccount(accounts(), request.body),
  );
  app.get(
    '/virtual-accounts/deposit',
    { schema: { hide: true, querystring: formBody } },
    async (request, reply) =>
      sendPage(
        reply,
        depositPage({ action: depositUrl, accountNumber: text(request.query?.account), result: null }),
      ),
  );
  app.post('/virtual-accounts/deposit', { schema: hidden }, async (request, reply) => {
    const result = await deposit(accounts(), request.body);
    const page = depositPage({
      action: depositUrl,
      accountNumber: text(request.body?.account_number),
      result,
    });
    return sendPage(reply, page, result.kind === 'refused' ? 422 : 200);
  });

  // 請求書払い（掛け払い） (decision 0836): screening, billing, and the testers' page.
  const creditStandIn = (): InvoiceCreditStandIn => ({
    db: app.db,
    now: app.now(),
    secret: app.config.gmokb.notificationSecret,
    deliver: (path, payload, signature) => accounts().deliver(path, payload, signature),
  });
  const creditPageUrl = `${app.prefix}/gmokb`;
  const sendCreditPage = async (reply: FastifyReply, sent: ScreeningSent | null) =>
    sendPage(
      reply,
      invoiceCreditPage({
        action: `${creditPageUrl}/screen`,
        payAction: `${creditPageUrl}/invoice-paid`,
        applications: await listApplications(app.db),
        billed: await listBilledOrders(app.db),
        sent,
      }),
      sent?.kind === 'refused' ? 422 : 200,
    );
  app.post('/gmokb/applications', { schema: hidden }, async (request) =>
    takeApplication(creditStandIn(), request.body),
  );
  app.post('/gmokb/transactions', { schema: hidden }, async (request) =>
    billOrder(creditStandIn(), request.body),
  );
  app.post('/gmokb/transactions/cancel', { schema: hidden }, async (request) =>
    cancelOrder(creditStandIn(), request.body),
  );
  app.get('/gmokb', { schema: { hide: true } }, async (_request, reply) => sendCreditPage(reply, null));
  app.post('/gmokb/screen', { schema: hidden }, async (request, reply) =>
    sendCreditPage(reply, await sendScreeningResult(creditStandIn(), text(request.body?.application_id))),
  );
  app.post('/gmokb/invoice-paid', { schema: hidden }, async (request, reply) =>
    sendCreditPage(reply, await sendInvoicePaid(creditStandIn(), request.body)),
  );

  // 後払い: screening and shipping reports from the shop's server; the review page for testers.
  const deferred = (): DeferredPaymentStandIn => ({
    db: app.db,
    now: app.now(),
    secret: app.config.gmoab.notificationSecret,
    deliver: (path, payload, signature) => accounts().deliver(path, payload, signature),
  });
  const reviewAction = (transactionId: string) =>
    `${app.prefix}/gmoab/reviews/${encodeURIComponent(transactionId)}`;
  app.post('/gmoab/transactions', { schema: hidden }, async (request) =>
    screenTransaction(deferred(), request.body),
  );
  app.post('/gmoab/shipments', { schema: hidden }, async (request) =>
    receiveShipment(deferred(), request.body),
  );
  app.post('/gmoab/cancellations', { schema: hidden }, async (request) =>
    cancelTransaction(deferred(), request.body),
  );
  app.get('/gmoab/reviews', { schema: { hide: true } }, async (_request, reply) =>
    sendPage(
      reply,
      reviewsPage({ action: reviewAction, transactions: await recentTransactions(app.db), result: null }),
    ),
  );
  app.post(
    '/gmoab/reviews/:id',
    { schema: { ...hidden, params: z.object({ id: safeString().check(z.maxLength(100)) }) } },
    async (request, reply) => {
      const result = await finishReview(deferred(), request.params.id, text(request.body?.decision));
      const html = reviewsPage({
        action: reviewAction,
        transactions: await recentTransactions(app.db),
        result,
      });
      return sendPage(reply, html, result.kind === 'refused' ? 422 : 200);
    },
  );

  app.post('/tds', { schema: hidden }, async (request, reply) => {
    const page = await openChallenge(context(), answerUrl, request.body);
    return sendIssuerPage(reply, page);
  });
  app.post('/tds/answer', { schema: hidden }, async (request, reply) => {
    const page = await answerChallenge(context(), answerUrl, request.body);
    return sendIssuerPage(reply, page);
  });

  // PayPay: the shop's server calls the API with its key and merchant; the customer sees the page.
  const standIn = (): PayPayStandIn => ({
    db: app.db,
    now: app.now(),
    pageUrl: `${base}/paypay/pay`,
    secret: app.config.paypay.notificationSecret,
    deliver: (path, payload, signature) => accounts().deliver(path, payload, signature),
  });
  // Every call is signed as PayPay requires (OPA-Auth, decision 0763) with the key the shop is
  // configured with; the body is checked as JSON re-serialised, which is byte for byte what the
  // shop's gateway sent (compact JSON keeps its order through a parse).
  const payPayApi = `${app.prefix}/paypay`;
  const merchantOf = (request: FastifyRequest): string | null => {
    const merchant = request.headers[MERCHANT_HEADER];
    const text = request.body === undefined || request.body === null ? '' : JSON.stringify(request.body);
    const check = verifyOpaAuthorization({
      header: request.headers.authorization,
      secretOf: (apiKey) => (apiKey === app.config.paypay.apiKey ? app.config.paypay.apiSecret : null),
      request: {
        method: request.method as 'GET' | 'POST' | 'DELETE',
        path: request.url.slice(payPayApi.length),
        ...(text === '' ? {} : { body: { contentType: request.headers['content-type'] ?? '', text } }),
      },
      now: app.now(),
    });
    return typeof merchant === 'string' && check.ok ? merchant : null;
  };
  // PayPay's own clock (decision 0846): once a minute, codes left unpaid past their expiry expire
  // and the shop is notified. Not in tests, whose clock stands still: they call it themselves.
  if (app.config.appEnv !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    const expire = () =>
      expireAbandonedPayments(standIn()).catch((error: unknown) =>
        app.log.error({ err: error }, 'PayPay stand-in: expiring abandoned payments failed'),
      );
    app.addHook('onReady', async () => {
      timer = setInterval(() => void expire(), 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const unauthorized = { resultInfo: { code: 'UNAUTHORIZED', message: 'UNAUTHORIZED' }, data: null };
  const idParams = z.object({ id: safeString().check(z.maxLength(200)) });
  app.post('/paypay/v2/codes', { schema: { hide: true } }, async (request, reply) => {
    const merchant = merchantOf(request);
    if (merchant === null) return reply.status(401).send(unauthorized);
    return createCode(standIn(), merchant, request.body);
  });
  app.get(
    '/paypay/v2/codes/payments/:id',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const merchant = merchantOf(request);
      if (merchant === null) return reply.status(401).send(unauthorized);
      return paymentDetails(standIn(), merchant, request.params.id);
    },
  );
  app.delete(
    '/paypay/v2/payments/:id',
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const merchant = merchantOf(request);
      if (merchant === null) return reply.status(401).send(unauthorized);
      return cancelPayment(standIn(), merchant, request.params.id);
    },
  );
  app.post('/paypay/v2/refunds', { schema: { hide: true } }, async (request, reply) => {
    const merchant = merchantOf(request);
    if (merchant === null) return reply.status(401).send(unauthorized);
    return refundPayment(standIn(), merchant, request.body);
  });
  app.get('/paypay/pay/:id', { schema: { hide: true, params: idParams } }, async (request, reply) =>
    sendIssuerPage(
      reply,
      await paymentPage(standIn(), request.params.id, request.headers['user-agent'] ?? ''),
    ),
  );
  app.post('/paypay/pay/:id', { schema: { ...hidden, params: idParams } }, async (request, reply) => {
    const answered = await answerPayment(standIn(), request.params.id, text(request.body?.action));
    if ('location' in answered)
      return reply.header('cache-control', 'no-store').redirect(answered.location, 303);
    return sendIssuerPage(reply, answered);
  });
};
