import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { addresses, mailOutbox, purchases } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { myPageMessages } from './messages.ts';
import type { Purchase } from './schemas.ts';
import { createTestPurchase } from './test-purchase.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
});
afterAll(async () => t.close());

const put = (purchaseId: string, member: TestMember | null, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/shipment/${purchaseId}`,
    headers: member ? member.headers : {},
    payload,
  });

async function addEntry(userId: number, kind: 'source' | 'destination', familyName: string) {
  const [row] = await t.app.db
    .insert(addresses)
    .values({
      userId,
      kind,
      postalCode: 600000,
      addressLevel1: '01',
      addressLevel2: '札幌市中央区',
      addressLine1: '北1条西2丁目',
      organization: '株式会社サッポロ',
      familyName,
      givenName: '花子',
      tel: '011-123-4567',
    })
    .returning({ id: addresses.id });
  return row!.id;
}

describe('PUT /shipment/{purchaseId}', () => {
  it('copies the chosen destination and source into the purchase, with the delivery time', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const destination = await addEntry(alice.id, 'destination', '佐藤');
    const source = await addEntry(alice.id, 'source', '鈴木');
    const response = await put(purchaseId, alice, { purchaseId, destination, source, deliveryTime: '14-16' });
    expect(response.statusCode).toBe(200);
    const purchase = response.json<{ data: { purchase: Purchase; message: string } }>().data.purchase;
    expect(purchase).toMatchObject({
      deliveryTime: '14-16',
      deliveryTimeLabel: '14時〜16時',
      destination: { familyName: '佐藤', prefecture: '北海道', postalCode: 600000 },
      source: { familyName: '鈴木' },
    });

    // Editing the address book afterwards does not move the parcel.
    await t.app.db.update(addresses).set({ familyName: '別人' }).where(eq(addresses.id, destination));
    const [row] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(row?.destinationAddress).toMatchObject({ addressBookId: destination, familyName: '佐藤' });

    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    expect(mail?.subject).toBe('【シールラボ】お届け先変更のお知らせ');
    expect(mail?.text).toContain('お届け時間帯：14時〜16時');
  });

  it('uses the registered address for destination 0 and source 0, as the checkout does', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: alice.id,
      destination: { addressBookId: 5, familyName: '前の人', addressLevel1: '27' },
    });
    const response = await put(purchaseId, alice, { destination: 0, source: 0 });
    expect(response.statusCode).toBe(200);
    const purchase = response.json<{ data: { purchase: Purchase } }>().data.purchase;
    expect(purchase.destination).toMatchObject({
      familyName: '山田',
      prefecture: '東京都',
      addressLevel2: '千代田区',
    });
    expect(purchase.source).toMatchObject({ familyName: '山田' });
    expect(purchase.deliveryTime).toBe('none');
    const [row] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(row?.sourceAddress).toMatchObject({ addressBookId: null, tel: '03-1234-5678' });
    expect((await put(purchaseId, alice, { destination: 0, deliveryTime: 'am' })).statusCode).toBe(200);
  });

  it('answers 404 for another member’s purchase or address-book entry', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const bobsEntry = await addEntry(bob.id, 'destination', 'ボブ');
    const theirs = await put(purchaseId, bob, { destination: bobsEntry });
    expect(theirs.statusCode).toBe(404);

    const foreign = await put(purchaseId, alice, { destination: bobsEntry });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      message: myPageMessages.destinationNotFound,
      errors: { destination: myPageMessages.destinationNotFound },
    });
    const foreignSource = await put(purchaseId, alice, {
      destination: 0,
      source: await addEntry(bob.id, 'source', 'ボブ'),
    });
    expect(foreignSource.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(row?.destinationAddress).toMatchObject({ familyName: '山田' });
  });

  it.each([ORDER_STATUS.shipped, ORDER_STATUS.delivered])(
    'refuses once shipped (status %i)',
    async (status) => {
      const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id, status });
      const response = await put(purchaseId, alice, { destination: 0 });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(orderMessages.shipmentNotChangeable);
    },
  );

  it('allows a change while printing, refuses a cancelled purchase', async () => {
    const printing = await createTestPurchase(t.app.db, { userId: alice.id, status: ORDER_STATUS.printed });
    expect((await put(printing.purchaseId, alice, { destination: 0 })).statusCode).toBe(200);
    const cancelled = await createTestPurchase(t.app.db, { userId: alice.id, status: ORDER_STATUS.canceled });
    const response = await put(cancelled.purchaseId, alice, { destination: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(myPageMessages.shipmentCancelled);
  });

  it.each([
    [{ destination: 0, deliveryTime: '25-26' }, 'deliveryTime'],
    [{ destination: -1 }, 'destination'],
    [{ destination: 'abc' }, 'destination'],
    [{}, 'destination'],
    [{ destination: 0, purchaseId: '99999999999' }, 'purchaseId'],
  ])('refuses %j with 400 on %s', async (payload, field) => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const response = await put(purchaseId, alice, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
  });

  it('asks for a registered address before using it', async () => {
    const member = await createTestMember(t.app, {
      postalCode: null,
      addressLine1: '',
      addressLevel1: '00',
      tel: '',
    });
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: member.id });
    const response = await put(purchaseId, member, { destination: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toEqual({
      destination: myPageMessages.registeredAddressIncomplete,
    });
  });
});
