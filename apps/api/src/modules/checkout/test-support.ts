// For the checkout's tests: a valid purchase body, card tokens from the stand-in, coupons and
// points made the way the shop makes them, and the 3-D Secure challenge passed as a customer would.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  coupons,
  couponUses,
  orders,
  payments,
  pointMovements,
  purchases,
  sandboxCharges,
  users,
} from '../../db/schema.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { hiddenValue, postForm, requestToken } from '../../sandbox-pay/test-support.ts';
import { createSession } from '../../plugins/auth.ts';
import type { TestMember } from '../auth/test-member.ts';
import { whitePp } from '../../../test/items.ts';
import { productCatalogue } from '../catalog/product-cache.ts';
import { buyerColumns } from './buyer.ts';
import { holidayCache } from './holiday-cache.ts';
import { movePoints } from './points.ts';
import { preparePurchase, TotalChangedError, type PrepareSources } from './prepare.ts';
import { purchaseBodySchema } from './schemas.ts';

/** 白PP (101), 50 × 50 mm, 100 pieces, 5 business days: ¥2,530 (docs/pricing.md). */
export { whitePp };
export const WHITE_PP_PRICE = 2530;

export interface CheckoutOverrides {
  paymentMethod?: 'epsilon' | 'onDelivery' | 'point' | 'bank' | 'vbank' | 'paypay' | 'gmoab' | 'gmokb';
  [field: string]: unknown;
}

/** A purchase body as the app sends it: consents given, the registered address, no coupon. */
export function purchaseBody(checkout: CheckoutOverrides = {}, items: unknown[] = [whitePp()]) {
  return {
    checkout: {
      paymentMethod: 'onDelivery',
      card: null,
      coupon: { code: '' },
      pointUse: 0,
      shipment: { source: 0, destination: 0, deliveryTime: 'none' },
      note: '',
      exampleUse: false,
      priorConsent: true,
      consent: { change: true, data: true, exampleUse: false, repeat: false },
      ...checkout,
    },
    items,
  };
}

export async function cardToken(app: FastifyInstance, cardno: string = TEST_CARDS.approve): Promise<string> {
  const answer = await requestToken(app, { cardno }, app.config.cardContractCode);
  if (!answer.tokenObject) throw new Error(`no token: ${answer.resultCode}`);
  return answer.tokenObject.token;
}

export const cardCheckout = (token: string, checkout: CheckoutOverrides = {}): CheckoutOverrides => ({
  paymentMethod: 'epsilon',
  card: { token, maskedCardNo: '411111******1111', installment: '10' },
  ...checkout,
});

/**
 * POST /purchase as the app sends it. The app always sends the total it showed (issue 15); a body
 * that names none gets the one the shop would show this member for it now (`shownTotal`), so a
 * test states a total only when the total is what it tests.
 */
export async function postPurchase(
  app: FastifyInstance,
  member: TestMember,
  body: unknown,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/purchase',
    headers: { ...member.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: await withShownTotal(app, member, body),
  });
}

/** Each body's total, filled in once: a retry resends the very body it first sent, as the app does. */
const filledBodies = new WeakMap<object, Promise<object>>();

/** The body with `checkout.totalAmount` filled in when it has none. */
export function withShownTotal(app: FastifyInstance, member: TestMember, body: unknown): Promise<object> {
  const record = body as { checkout?: Record<string, unknown> } | null;
  if (!record?.checkout || 'totalAmount' in record.checkout) return Promise.resolve(body as object);
  const checkout = record.checkout;
  let filled = filledBodies.get(record);
  if (!filled) {
    filled = shownTotal(app, member, body).then((totalAmount) => ({
      ...record,
      checkout: { ...checkout, totalAmount },
    }));
    filledBodies.set(record, filled);
  }
  return filled;
}

/** The catalogue and holidays each app's purchases are priced with, loaded once per app. */
const appSources = new WeakMap<FastifyInstance, PrepareSources>();
function sourcesOf(app: FastifyInstance): PrepareSources {
  let sources = appSources.get(app);
  if (!sources) {
    sources = { catalogue: productCatalogue(app.db), holidays: holidayCache(app.db) };
    appSources.set(app, sources);
  }
  return sources;
}

/**
 * The total the checkout shows this member for this body now: the server's own arithmetic
 * (prices, coupon, points held), as the app's review screen shows it. 0 when the purchase would be
 * refused for another reason, which the server then answers first.
 */
export async function shownTotal(app: FastifyInstance, member: TestMember, body: unknown): Promise<number> {
  const parsed = purchaseBodySchema.safeParse({
    ...(body as object),
    checkout: { ...(body as { checkout?: object }).checkout, totalAmount: 0 },
  });
  if (!parsed.success) return 0;
  const [buyer] = await app.db.select(buyerColumns).from(users).where(eq(users.id, member.id));
  const sources = sourcesOf(app);
  const session = { id: member.id, email: member.email, sessionId: 0 };
  try {
    const prepared = await preparePurchase(app.db, sources, session, buyer ?? null, parsed.data, app.now());
    return prepared.summary.totalAmount; // 0, then, is the total
  } catch (error) {
    // Asked with 0, the shop answers with its own total (or refuses for another reason first).
    return error instanceof TotalChangedError ? error.serverTotal : 0;
  }
}

export interface PurchaseData {
  purchase: { method: string; purchaseId: string; totalAmount: number };
  pareq: string | null;
  redirect: string | null;
  md: string | null;
  termUrl: string | null;
  estimateData: unknown[];
}

export async function grantPoints(app: FastifyInstance, userId: number, amount: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    await movePoints(tx, { userId, amount, kind: 'granted', memo: 'test', now: app.now() });
  });
}

export async function addCoupon(app: FastifyInstance, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(coupons)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'fixed',
      amount: 500,
      oncePerMember: false,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no coupon');
  return row;
}

/** What the database holds for a member: their purchases, orders, coupon uses, balance and movements. */
export async function memberState(app: FastifyInstance, userId: number) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  const [sum] = await app.db
    .select({ total: sql<number>`coalesce(sum(${pointMovements.amount}), 0)::int` })
    .from(pointMovements)
    .where(eq(pointMovements.userId, userId));
  return {
    purchases: await app.db.select().from(purchases).where(eq(purchases.userId, userId)),
    orders: await app.db.select().from(orders).where(eq(orders.userId, userId)),
    /** The uses still taken; a use given back stays as a record with returnedAt set. */
    couponUses: await app.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.userId, userId), isNull(couponUses.returnedAt))),
    holdingPoint: user?.holdingPoint ?? -1,
    movementSum: sum?.total ?? 0,
  };
}

export async function paymentsOf(app: FastifyInstance, purchaseId: string) {
  return app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
}

/** Paid charges at the stand-in whose purchase is not paid in the shop: must always be none. */
export async function paidChargesWithoutPurchase(app: FastifyInstance): Promise<string[]> {
  const paid = await app.db
    .select({ orderNumber: sandboxCharges.orderNumber })
    .from(sandboxCharges)
    .where(
      and(eq(sandboxCharges.status, 'paid'), eq(sandboxCharges.contractCode, app.config.cardContractCode)),
    );
  const missing: string[] = [];
  for (const { orderNumber } of paid) {
    const [row] = await app.db
      .select({ status: purchases.paymentStatus })
      .from(payments)
      .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
      .where(eq(payments.providerReference, orderNumber));
    // A paid charge may wait for its settlement ('authorizing'); it may never have no purchase.
    if (!row) missing.push(orderNumber);
  }
  return missing;
}

/** Passes (or cancels) the stand-in's challenge and answers what its page posts back to TermUrl. */
export async function passChallenge(
  app: FastifyInstance,
  answer: { pareq: string; md: string; termUrl: string },
  action: 'authenticate' | 'cancel' = 'authenticate',
): Promise<{ PaRes: string; MD: string }> {
  await postForm(app, '/sandbox-pay/tds', { PaReq: answer.pareq, TermUrl: answer.termUrl, MD: answer.md });
  const page = await postForm(app, '/sandbox-pay/tds/answer', {
    PaReq: answer.pareq,
    MD: answer.md,
    password: '1234',
    action,
  });
  return { PaRes: hiddenValue(page.body, 'PaRes'), MD: hiddenValue(page.body, 'MD') };
}

export function postTdsReturn(app: FastifyInstance, form: { PaRes: string; MD: string }) {
  return postForm(app, '/api/v2/purchase/tds-return', form);
}

/** Many members at once, without hashing a password each (they never log in). */
export async function quickMembers(app: FastifyInstance, count: number): Promise<TestMember[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        email: `quick-${randomUUID()}@example.jp`,
        passwordHash: 'never-used',
        familyName: '山田',
        givenName: '太郎',
        postalCode: 1000001,
        addressLevel1: '13',
        addressLevel2: '千代田区',
        addressLine1: '千代田1-1',
        tel: '03-1234-5678',
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(
    rows.map(async (row) => {
      const token = await createSession(app.db, row.id, app.now());
      return {
        id: row.id,
        email: row.email ?? '',
        password: '',
        token,
        headers: { authorization: `Bearer ${token}` },
      };
    }),
  );
}
