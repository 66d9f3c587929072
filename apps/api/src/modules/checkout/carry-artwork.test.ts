// Issue 23 point 5 (decision 0806): a reorder carries the repeated order's artwork onto the new
// order at purchase, for the member's own order only, once per purchase key.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, SAMPLE_IMAGE_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { orderEvents, orders, uploads } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestStaff, staffPurchaseView } from '../staff/test-staff.ts';
import { pruneOrderUploads } from '../uploads/queries.ts';
import {
  cardCheckout,
  cardToken,
  postPurchase,
  purchaseBody,
  whitePp,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
let alice: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestMember(t.app);
});
afterAll(async () => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One order of a new cash-on-delivery purchase by `member`, with `items`. */
async function buy(member: TestMember, items: unknown[] = [whitePp()], key: string = randomUUID()) {
  const res = await postPurchase(t.app, member, purchaseBody({}, items), key);
  expect(res.statusCode).toBe(200);
  const { purchase } = res.json<{ data: PurchaseData }>().data;
  const rows = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchase.purchaseId));
  return rows.sort((a, b) => a.id - b.id);
}

/** Artwork the member sent for an order (as the upload route records it). */
async function giveArtwork(member: TestMember, orderRowId: number, name = 'logo.png') {
  const storageKey = await t.app.fileStore.put('artwork', PNG);
  await t.app.db.insert(uploads).values({
    userId: member.id,
    orderId: orderRowId,
    storageKey,
    originalName: name,
    mimeType: 'image/png',
    byteSize: PNG.length,
    sampleImageStatus: SAMPLE_IMAGE_STATUS.exists,
  });
  return storageKey;
}

/** The back office's purchase page data (decision 0806: the origin and the carried file). */
async function staffView(purchaseId: string) {
  return staffPurchaseView(t.app, await createTestStaff(t.app), purchaseId);
}

const uploadsOf = (orderRowId: number) =>
  t.app.db.select().from(uploads).where(eq(uploads.orderId, orderRowId));

describe('POST /api/v2/purchase: a reorder carries the artwork', () => {
  it("attaches the member's own order's latest artwork and starts the order at 入稿済み", async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    await giveArtwork(alice, original.id, 'old.png');
    const latestKey = await giveArtwork(alice, original.id, 'logo-v2.png');

    const [plain, repeat] = await buy(alice, [whitePp(), whitePp({ num: 200, repeatId: original.id })]);
    if (!plain || !repeat) throw new Error('no orders');
    expect(repeat.repeatId).toBe(original.id);
    expect(repeat.status).toBe(ORDER_STATUS.uploaded);
    expect(plain.status).toBe(ORDER_STATUS.ordered);
    expect(await uploadsOf(plain.id)).toEqual([]);
    const carried = await uploadsOf(repeat.id);
    expect(carried).toMatchObject([
      {
        userId: alice.id,
        storageKey: latestKey,
        originalName: 'logo-v2.png',
        mimeType: 'image/png',
        sampleImageStatus: SAMPLE_IMAGE_STATUS.uploaded,
        sampleImageKey: null,
      },
    ]);
    // One stored object for both orders: the file is readable through either.
    expect(await t.app.fileStore.read(latestKey)).toEqual(PNG);
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, repeat.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: ORDER_STATUS.ordered,
      toStatus: ORDER_STATUS.uploaded,
      actor: 'customer',
      memo: `入稿：logo-v2.png（リピート元 ご注文 ${original.orderId} から引き継ぎ）`,
    });
    const view = await staffView(repeat.purchaseId);
    expect(view.repeatOrigins).toEqual({
      [repeat.orderId]: { orderId: original.orderId, purchaseId: original.purchaseId },
    });
    expect(view.artworks).toMatchObject([{ orderId: repeat.orderId, carriedFrom: original.orderId }]);
  });

  it("carries nothing from another member's order, and the purchase still succeeds", async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    await giveArtwork(alice, original.id);
    const stranger = await createTestMember(t.app);
    const [repeat] = await buy(stranger, [whitePp({ repeatId: original.id })]);
    if (!repeat) throw new Error('no order');
    expect(repeat.status).toBe(ORDER_STATUS.ordered);
    expect(await uploadsOf(repeat.id)).toEqual([]);
    // Staff are not shown another member's order as the origin.
    expect((await staffView(repeat.purchaseId)).repeatOrigins).toEqual({});
  });

  it('carries nothing from an order without artwork, nor from an order that does not exist', async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    const [repeat, missing] = await buy(alice, [
      whitePp({ repeatId: original.id }),
      whitePp({ repeatId: 2_000_000_000 }),
    ]);
    if (!repeat || !missing) throw new Error('no orders');
    expect([repeat.status, missing.status]).toEqual([ORDER_STATUS.ordered, ORDER_STATUS.ordered]);
    expect([...(await uploadsOf(repeat.id)), ...(await uploadsOf(missing.id))]).toEqual([]);
  });

  it('attaches once when the purchase is retried with its key', async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    await giveArtwork(alice, original.id);
    const key = randomUUID();
    const items = [whitePp({ repeatId: original.id })];
    const body = purchaseBody({}, items);
    const first = await postPurchase(t.app, alice, body, key);
    const retry = await postPurchase(t.app, alice, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const { purchaseId } = first.json<{ data: PurchaseData }>().data.purchase;
    const [repeat] = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
    if (!repeat) throw new Error('no order');
    expect(await uploadsOf(repeat.id)).toHaveLength(1);
  });

  it('keeps the carried file on an order awaiting card payment and moves it to 入稿済み once paid', async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    await giveArtwork(alice, original.id);
    const token = await cardToken(t.app);
    const res = await postPurchase(
      t.app,
      alice,
      purchaseBody(cardCheckout(token), [whitePp({ repeatId: original.id })]),
    );
    expect(res.statusCode).toBe(200);
    const { purchaseId } = res.json<{ data: PurchaseData }>().data.purchase;
    const [repeat] = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
    if (!repeat) throw new Error('no order');
    expect(await uploadsOf(repeat.id)).toHaveLength(1);
    expect(repeat.status).toBe(ORDER_STATUS.uploaded);
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, repeat.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [0, ORDER_STATUS.waitingPurchase, 'customer'],
      [ORDER_STATUS.waitingPurchase, ORDER_STATUS.purchased, 'payment'],
      [ORDER_STATUS.purchased, ORDER_STATUS.uploaded, 'customer'],
    ]);
  });

  it('moves a bank-transfer order with carried artwork to 入稿済み when staff record the transfer', async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    await giveArtwork(alice, original.id);
    const res = await postPurchase(
      t.app,
      alice,
      purchaseBody({ paymentMethod: 'bank' }, [whitePp({ repeatId: original.id })]),
    );
    expect(res.statusCode).toBe(200);
    const { purchaseId, totalAmount } = res.json<{ data: PurchaseData }>().data.purchase;
    const statusNow = async () =>
      (await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId)))[0]?.status;
    expect(await statusNow()).toBe(ORDER_STATUS.waitingPurchase);
    const staff = await createTestStaff(t.app);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${purchaseId}/bank-transfer`,
      headers: staff.headers,
      payload: { amount: totalAmount, seenReceived: 0 },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await statusNow()).toBe(ORDER_STATUS.uploaded);
  });

  it("never removes a shared file while the other order's upload still names it", async () => {
    const [original] = await buy(alice);
    if (!original) throw new Error('no order');
    const key = await giveArtwork(alice, original.id);
    const [repeat] = await buy(alice, [whitePp({ repeatId: original.id })]);
    if (!repeat) throw new Error('no order');
    expect(await pruneOrderUploads(t.app.db, repeat.id, 0)).toEqual([]);
    expect(await pruneOrderUploads(t.app.db, original.id, 0)).toEqual([key]);
    const left = await t.app.db.select().from(uploads).where(eq(uploads.storageKey, key));
    expect(left).toEqual([]);
  });
});
