import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, orderMessages, validationMessages } from '@shop/domain/messages';
import { ORDER_STATUS, type OrderStatus } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { mailOutbox, orderEvents, orders, uploads } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { uploadMessages } from './messages.ts';
import { SAMPLE_FILES, multipartBody, type FormPart } from '../../../test/multipart.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  // These members upload far more than a customer's hourly allowance: the limit has its own test.
  t = await createTestApp({ env: { UPLOAD_RATE_PER_HOUR: '10000' } });
  [alice, bob] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
});
afterAll(async () => t.close());

const upload = (member: TestMember | null, parts: FormPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/upload',
    payload,
    headers: { ...headers, ...(member ? member.headers : {}) },
  });
};

async function newOrder(member: TestMember, status: OrderStatus = ORDER_STATUS.purchased) {
  const { orderIds, orderRowIds } = await createTestPurchase(t.app.db, { userId: member.id, status });
  return { orderId: orderIds[0]!, rowId: orderRowIds[0]! };
}

async function statusOf(rowId: number) {
  const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, rowId));
  return row?.status;
}

/** Every file under a folder of DATA_DIR. */
function filesUnder(folder: string): string[] {
  const root = path.join(t.dataDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('POST /upload', () => {
  it.each([
    ['logo.ai', SAMPLE_FILES.pdf, 'application/pdf'],
    ['old-logo.ai', SAMPLE_FILES.postscript, 'application/postscript'],
    ['データ.pdf', SAMPLE_FILES.pdf, 'application/pdf'],
    ['logo.eps', SAMPLE_FILES.postscript, 'application/postscript'],
    ['logo-dos.eps', SAMPLE_FILES.epsBinary, 'application/postscript'],
    ['photo.psd', SAMPLE_FILES.psd, 'image/vnd.adobe.photoshop'],
    ['photo.png', SAMPLE_FILES.png, 'image/png'],
    ['photo.JPG', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['photo.jpeg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['vector.svg', SAMPLE_FILES.svg, 'image/svg+xml'],
    ['set.zip', SAMPLE_FILES.zip, 'application/zip'],
  ])(
    'accepts %s, stores it under a random key and moves the order to 入稿済み',
    async (filename, content, mimeType) => {
      const { orderId, rowId } = await newOrder(alice);
      const response = await upload(alice, [
        { name: 'file', filename, content, type: 'text/html' },
        { name: 'order_id', value: orderId },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: object }>().data).toMatchObject({
        orderId,
        upload: { originalName: filename, byteSize: content.length, mimeType },
        message: '入稿データを受け付けました',
      });
      expect(await statusOf(rowId)).toBe(ORDER_STATUS.uploaded);
      const [row] = await t.app.db.select().from(uploads).where(eq(uploads.orderId, rowId));
      expect(row?.storageKey).toMatch(/^artwork\/[A-Za-z0-9_-]{22}$/);
      const stored = path.join(t.dataDir, 'uploads', row!.storageKey);
      expect(fs.readFileSync(stored).equals(content)).toBe(true);
      // Readable by the server's user only, and never executable.
      expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
      const [event] = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, rowId));
      expect(event).toMatchObject({ fromStatus: 2, toStatus: 3, actor: 'customer' });
    },
  );

  it('takes order_id before the file too, and mails the customer and the shop', async () => {
    const { orderId } = await newOrder(alice);
    const response = await upload(alice, [
      { name: 'order_id', value: orderId },
      { name: 'file', filename: 'first.pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(response.statusCode).toBe(200);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    const mail = mails.find((m) => m.text.includes(orderId));
    expect(mail?.subject).toBe('【シールラボ】入稿データを受け付けました');
    expect(mail?.text).toContain('ファイル名：first.pdf');
    const staff = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.config.shopStaffEmail));
    expect(staff.some((m) => m.subject.includes(orderId))).toBe(true);
  });

  it.each<[string, OrderStatus, number, OrderStatus]>([
    ['cash on delivery, not yet paid', ORDER_STATUS.ordered, 200, ORDER_STATUS.uploaded],
    ['waiting for new artwork (re-upload)', ORDER_STATUS.waitingReUpload, 200, ORDER_STATUS.uploaded],
    ['already uploaded, before the data check (replace)', ORDER_STATUS.uploaded, 200, ORDER_STATUS.uploaded],
    ['customer confirming', ORDER_STATUS.waitingResponse, 200, ORDER_STATUS.uploaded],
    ['waiting for the card payment', ORDER_STATUS.waitingPurchase, 409, ORDER_STATUS.waitingPurchase],
    ['data checked', ORDER_STATUS.datachecked, 409, ORDER_STATUS.datachecked],
    ['shipped', ORDER_STATUS.shipped, 409, ORDER_STATUS.shipped],
    ['cancelled', ORDER_STATUS.canceled, 409, ORDER_STATUS.canceled],
  ])('for an order %s (status %i) answers %i', async (_case, status, code, after) => {
    const { orderId, rowId } = await newOrder(alice, status);
    const response = await upload(alice, [
      { name: 'order_id', value: orderId },
      { name: 'file', filename: 'again.png', content: SAMPLE_FILES.png },
    ]);
    expect(response.statusCode).toBe(code);
    if (code === 409)
      expect(response.json<{ message: string }>().message).toBe(orderMessages.uploadNotAccepted);
    expect(await statusOf(rowId)).toBe(after);
  });

  it('keeps the earlier version when artwork is sent again; the latest is shown', async () => {
    const { orderId, rowId } = await newOrder(alice);
    for (const name of ['v1.png', 'v2.png']) {
      const parts: FormPart[] = [
        { name: 'file', filename: name, content: SAMPLE_FILES.png },
        { name: 'order_id', value: orderId },
      ];
      expect((await upload(alice, parts)).statusCode).toBe(200);
    }
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.orderId, rowId));
    expect(rows.map((r) => r.originalName).sort()).toEqual(['v1.png', 'v2.png']);
    const [order] = (
      await t.app.inject({ method: 'GET', url: '/api/v2/active-orders', headers: alice.headers })
    )
      .json<{ data: { orderId: string; artwork: { originalName: string } | null }[] }>()
      .data.filter((o) => o.orderId === orderId);
    expect(order?.artwork?.originalName).toBe('v2.png');
  });

  describe('refuses, with a message, and leaves no file behind', () => {
    const cases: [string, (orderId: string) => FormPart[], number, Record<string, string>][] = [
      [
        'a program named .pdf',
        (o) => [
          { name: 'file', filename: 'invoice.pdf', content: Buffer.from('MZ\x90\x00program', 'latin1') },
          { name: 'order_id', value: o },
        ],
        400,
        { file: validationMessages.fileType },
      ],
      [
        'an HTML page named .svg',
        (o) => [
          { name: 'file', filename: 'x.svg', content: Buffer.from('<html><script>alert(1)</script></html>') },
          { name: 'order_id', value: o },
        ],
        400,
        { file: validationMessages.fileType },
      ],
      [
        'a PNG named .jpg',
        (o) => [
          { name: 'file', filename: 'photo.jpg', content: SAMPLE_FILES.png },
          { name: 'order_id', value: o },
        ],
        400,
        { file: uploadMessages.contentMismatch('jpg') },
      ],
      [
        'an .exe',
        (o) => [
          { name: 'file', filename: 'setup.exe', content: SAMPLE_FILES.zip },
          { name: 'order_id', value: o },
        ],
        400,
        { file: validationMessages.fileType },
      ],
      [
        'an empty file',
        (o) => [
          { name: 'file', filename: 'empty.pdf', content: Buffer.alloc(0) },
          { name: 'order_id', value: o },
        ],
        400,
        { file: uploadMessages.empty },
      ],
      [
        'a name climbing out of its folder',
        (o) => [
          { name: 'file', filename: '../../../etc/cron.d/x.png', content: SAMPLE_FILES.png },
          { name: 'order_id', value: o },
        ],
        400,
        { file: uploadMessages.nameHasPath },
      ],
      [
        'a Windows path',
        (o) => [
          { name: 'file', filename: 'C:\\\\temp\\\\x.png', content: SAMPLE_FILES.png },
          { name: 'order_id', value: o },
        ],
        400,
        { file: uploadMessages.nameHasPath },
      ],
      ['no file', (o) => [{ name: 'order_id', value: o }], 400, { file: uploadMessages.fileMissing }],
      [
        'no order number',
        () => [{ name: 'file', filename: 'x.png', content: SAMPLE_FILES.png }],
        400,
        { order_id: uploadMessages.orderNumber },
      ],
      [
        'a malformed order number',
        () => [
          { name: 'file', filename: 'x.png', content: SAMPLE_FILES.png },
          { name: 'order_id', value: '1; drop table orders' },
        ],
        400,
        { order_id: uploadMessages.orderNumber },
      ],
      [
        'two files',
        (o) => [
          { name: 'file', filename: 'a.png', content: SAMPLE_FILES.png },
          { name: 'file', filename: 'b.png', content: SAMPLE_FILES.png },
          { name: 'order_id', value: o },
        ],
        400,
        { file: uploadMessages.oneFileOnly },
      ],
    ];

    it.each(cases)('%s', async (_case, parts, code, errors) => {
      const before = filesUnder('uploads').length;
      const { orderId, rowId } = await newOrder(alice);
      const response = await upload(alice, parts(orderId));
      expect(response.statusCode).toBe(code);
      expect(response.json<{ errors: object }>().errors).toEqual(errors);
      expect(await statusOf(rowId)).toBe(ORDER_STATUS.purchased);
      expect(filesUnder('uploads')).toHaveLength(before);
      expect(filesUnder('tmp')).toEqual([]);
    });
  });

  it('answers 404 for another member’s order, whichever part comes first, and keeps nothing', async () => {
    const before = filesUnder('uploads').length;
    const { orderId, rowId } = await newOrder(alice);
    for (const parts of [
      [
        { name: 'file', filename: 'x.png', content: SAMPLE_FILES.png },
        { name: 'order_id', value: orderId },
      ],
      [
        { name: 'order_id', value: orderId },
        { name: 'file', filename: 'x.png', content: SAMPLE_FILES.png },
      ],
    ] satisfies FormPart[][]) {
      const response = await upload(bob, parts);
      expect(response.statusCode).toBe(404);
    }
    expect(await statusOf(rowId)).toBe(ORDER_STATUS.purchased);
    expect(filesUnder('uploads')).toHaveLength(before);
    expect(filesUnder('tmp')).toEqual([]);
  });

  it('needs a member and a multipart body', async () => {
    const { orderId } = await newOrder(alice);
    const anonymous = await upload(null, [
      { name: 'file', filename: 'x.png', content: SAMPLE_FILES.png },
      { name: 'order_id', value: orderId },
    ]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: apiMessages.unauthorized, errors: {} });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/upload',
      headers: alice.headers,
      payload: { order_id: orderId },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toBe(uploadMessages.notMultipart);
  });

  it('leaves no file behind when the customer cancels the upload midway', async () => {
    const { orderId, rowId } = await newOrder(alice);
    const before = filesUnder('uploads').length;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = '----abortedUpload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="order_id"\r\n\r\n${orderId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/v2/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${alice.headers.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(SAMPLE_FILES.pdf);
    socket.write(Buffer.alloc(256 * 1024, 0x20));
    // The server has started writing the temporary file…
    await waitFor(() => filesUnder('tmp').length === 1);
    // …when the phone loses its connection or the customer presses cancel.
    socket.destroy();
    await waitFor(() => filesUnder('tmp').length === 0);
    expect(filesUnder('uploads')).toHaveLength(before);
    expect(await statusOf(rowId)).toBe(ORDER_STATUS.purchased);
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.orderId, rowId));
    expect(rows).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
