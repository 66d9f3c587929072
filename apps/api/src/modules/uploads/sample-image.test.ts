import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import type { CommandContext } from '../../admin/command-context.ts';
import { moveOrder, setSampleImage } from '../../admin/orders-commands.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { SAMPLE_FILES, multipartBody } from '../../../test/multipart.ts';

let t: TestApp;
let context: CommandContext;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  context = { now: t.app.now(), config: t.config };
  [alice, bob] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
});
afterAll(async () => t.close());

interface SampleImage {
  orderId: string;
  status: number;
  label: string;
  imageUrl: string | null;
}

const sample = async (orderId: string, member: TestMember | null = alice) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/sample-image/${orderId}`,
    headers: member ? member.headers : {},
  });

async function sendArtwork(orderId: string) {
  const { payload, headers } = multipartBody([
    { name: 'order_id', value: orderId },
    { name: 'file', filename: 'logo.ai', content: SAMPLE_FILES.pdf },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/upload',
    payload,
    headers: { ...headers, ...alice.headers },
  });
  expect(response.statusCode).toBe(200);
}

describe('GET /sample-image/{orderId}', () => {
  it('follows the artwork: none, received, being made, ready to look at (with the image), cancelled', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, { userId: alice.id });
    const orderId = orderIds[0]!;
    const states: Pick<SampleImage, 'status' | 'label' | 'imageUrl'>[] = [];
    const look = async () => {
      const { status, label, imageUrl } = (await sample(orderId)).json<{ data: SampleImage }>().data;
      states.push({ status, label, imageUrl });
    };

    await look();
    await sendArtwork(orderId);
    await look();
    await setSampleImage(t.app.db, { order: orderId }, context);
    await look();
    const image = path.join(t.dataDir, 'finished.png');
    fs.writeFileSync(image, SAMPLE_FILES.png);
    await setSampleImage(t.app.db, { order: orderId, file: image }, context);
    await look();

    expect(states).toEqual([
      { status: 1, label: '仕上がりイメージはありません', imageUrl: null },
      { status: 3, label: 'データを受け付けました', imageUrl: null },
      { status: 2, label: '仕上がりイメージを作成しています', imageUrl: null },
      {
        status: 4,
        label: '仕上がりイメージをご確認いただけます',
        imageUrl: `/api/v2/sample-image/${orderId}/image`,
      },
    ]);
    const bytes = await t.app.inject({
      method: 'GET',
      url: `/api/v2/sample-image/${orderId}/image`,
      headers: alice.headers,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    expect(mails.map((m) => m.subject)).toContain('【シールラボ】仕上がりイメージのご確認');

    // Someone else sees nothing of it.
    expect((await sample(orderId, bob)).statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v2/sample-image/${orderId}/image`,
      headers: bob.headers,
    });
    expect(theirs.statusCode).toBe(404);

    await moveOrder(t.app.db, { order: orderId, to: 'cancelRequested', memo: 'お客様のご依頼' }, context);
    expect((await sample(orderId)).json<{ data: SampleImage }>().data).toMatchObject({
      status: 9,
      label: 'キャンセルされました',
    });
  });

  it('refuses a finished image that is not a picture, and an order without artwork', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, {
      userId: alice.id,
      status: ORDER_STATUS.purchased,
    });
    await expect(setSampleImage(t.app.db, { order: orderIds[0]! }, context)).rejects.toThrow(
      'まだ入稿がありません',
    );
    await sendArtwork(orderIds[0]!);
    const notImage = path.join(t.dataDir, 'finished.pdf');
    fs.writeFileSync(notImage, SAMPLE_FILES.pdf);
    await expect(setSampleImage(t.app.db, { order: orderIds[0]!, file: notImage }, context)).rejects.toThrow(
      'PNG',
    );
  });

  it('needs a member and a well-formed order number', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, { userId: alice.id });
    expect((await sample(orderIds[0]!, null)).statusCode).toBe(401);
    expect((await sample('12345')).statusCode).toBe(400);
    expect((await sample('26111800001-1%2F..')).statusCode).toBe(400);
  });
});
