// Issue 15, point 3: a request that was only slow, not dead. Its key's lease runs out while it is
// stalled before writing, a retry takes the key over, writes and charges; when the first wakes up
// it must neither write nor charge. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { idempotencyKeys, sandboxCharges } from '../../db/schema.ts';
import { cardGatewayFor } from '../../payments/card-gateway.ts';
import { productCatalogue } from '../catalog/product-cache.ts';
import { setCardGatewayFactory } from './card-gateway.ts';
import { holidayCache } from './holiday-cache.ts';
import { checkoutApiMessages } from './messages.ts';
import { purchase } from './purchase-service.ts';
import { chargeWindowMs, requestLeaseMs } from './reconcile.ts';
import { purchaseBodySchema } from './schemas.ts';
import {
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  paidChargesWithoutPurchase,
  postPurchase,
  withShownTotal,
  purchaseBody,
  quickMembers,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  setCardGatewayFactory();
  t.setNow(TEST_NOW);
});

/** The configured gateway, recording the order numbers it is asked to charge. */
function countingGateway(): string[] {
  const charged: string[] = [];
  setCardGatewayFactory((app) => {
    const real = cardGatewayFor(app);
    return {
      ...real,
      charge: (input) => {
        charged.push(input.orderNumber);
        return real.charge(input);
      },
    };
  });
  return charged;
}

/** The route's sources, with the holiday read held until `resume` is called. */
function stallingSources() {
  let resume = (): void => undefined;
  let reached = (): void => undefined;
  const held = new Promise<void>((resolve) => (resume = resolve));
  const atStall = new Promise<void>((resolve) => (reached = resolve));
  const holidays = holidayCache(t.app.db);
  return {
    sources: {
      catalogue: productCatalogue(t.app.db),
      holidays: async (now: Date) => {
        reached();
        await held;
        return holidays(now);
      },
    },
    atStall,
    resume,
  };
}

describe('a request stalled past its lease', () => {
  it('writes and charges nothing once a retry took its key over: one purchase, one charge', async () => {
    const charged = countingGateway();
    const [member] = await quickMembers(t.app, 1);
    if (!member) throw new Error('no member');
    // Enough points for both: the first's total still holds when it wakes, so what stops it is
    // its link to a key that is no longer its own.
    await grantPoints(t.app, member.id, 600);
    const body = await withShownTotal(
      t.app,
      member,
      purchaseBody(cardCheckout(await cardToken(t.app), { pointUse: 300 })),
    );
    const key = randomUUID();
    const stall = stallingSources();

    // The first request claims the key and stalls before writing.
    const first = purchase(
      t.app,
      stall.sources,
      { id: member.id, email: member.email, sessionId: 0 },
      key,
      purchaseBodySchema.parse(body),
    );
    await stall.atStall;
    // While its lease runs, a retry waits (409); once it is over, the retry takes the key over.
    expect((await postPurchase(t.app, member, body, key)).statusCode).toBe(409);
    t.setNow(new Date(TEST_NOW.getTime() + requestLeaseMs(t.config) + 1000));
    const retry = await postPurchase(t.app, member, body, key);
    expect(retry.statusCode).toBe(200);
    const purchaseId = retry.json<{ data: PurchaseData }>().data.purchase.purchaseId;

    // The first wakes up: its link to the key finds the key no longer its own, and rolls back.
    stall.resume();
    const late = await first;
    expect(late).toEqual({
      status: 409,
      body: { message: checkoutApiMessages.purchaseInProgress, errors: {} },
    });

    const state = await memberState(t.app, member.id);
    expect(state.purchases.map((row) => row.purchaseId)).toEqual([purchaseId]);
    expect(state.purchases[0]?.paymentStatus).toBe('paid');
    expect(state.holdingPoint).toBe(300);
    expect(state.holdingPoint).toBe(state.movementSum);
    expect(charged).toHaveLength(1);
    const charges = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, charged[0] ?? ''));
    expect(charges).toMatchObject([{ status: 'paid' }]);
    expect(await paidChargesWithoutPurchase(t.app)).toEqual([]);
    // The key holds the retry's answer, which every later retry gets.
    const keys = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toMatchObject([{ state: 'done', purchaseId }]);
    expect((await postPurchase(t.app, member, body, key)).json()).toEqual(retry.json());
  });

  it('does not start the charge when it wrote too late for the charge to end inside its lease', async () => {
    const charged = countingGateway();
    const [member] = await quickMembers(t.app, 1);
    if (!member) throw new Error('no member');
    const body = await withShownTotal(t.app, member, purchaseBody(cardCheckout(await cardToken(t.app))));
    const stall = stallingSources();
    const first = purchase(
      t.app,
      stall.sources,
      { id: member.id, email: member.email, sessionId: 0 },
      randomUUID(),
      purchaseBodySchema.parse(body),
    );
    await stall.atStall;
    // Still inside the lease (no retry can take the key yet), but past the charge window.
    t.setNow(new Date(TEST_NOW.getTime() + chargeWindowMs(t.config) + 1000));
    stall.resume();
    expect((await first).status).toBe(503);
    expect(charged).toEqual([]);
    expect((await memberState(t.app, member.id)).purchases).toMatchObject([{ paymentStatus: 'authorizing' }]);
  });
});
