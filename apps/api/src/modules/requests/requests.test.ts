import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiMessages, fieldMessages, requestMessages, validationMessages } from '@shop/domain/messages';
import { TEST_NOW } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { contactMessages, estimateRequests, mailOutbox, sampleRequests, uploads } from '../../db/schema.ts';
import type { MailTransport } from '../../mail/transport.ts';
import { flushMail } from '../../mail/worker.ts';
import { REQUEST_RATE_LIMIT } from './routes.ts';
import { multipartBody, SAMPLE_FILES, type FormPart } from '../../../test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Every test comes from its own address, so the rate limit of one never touches another.
let addressCounter = 0;
let ip = '';
beforeEach(() => {
  addressCounter += 1;
  ip = `198.51.100.${addressCounter}`;
  t.setNow(TEST_NOW);
});

interface Answer {
  data?: { receiptNumber: string };
  message?: string;
  errors?: Record<string, string>;
}

const post = (url: string, payload: object, remoteAddress = ip) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress });

const postMultipart = (parts: readonly FormPart[], remoteAddress = ip) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/v2/request-estimate', payload, headers, remoteAddress });
};

const mailsTo = (to: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

let emailCounter = 0;
const uniqueEmail = () => `customer${++emailCounter}@example.jp`;

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
/** The request files kept, and any still waiting in the store's staging folder. */
const storedFiles = () =>
  [path.join(uploadsDir(t.dataDir), 'requests'), path.join(t.dataDir, 'tmp', 'uploads')].flatMap((dir) =>
    fs.existsSync(dir) ? fs.readdirSync(dir) : [],
  );

// ---------------------------------------------------------------- POST /sample

const goodSample = (email = uniqueEmail()) => ({
  sampleList: ['101', '154'],
  organization: '株式会社ステッカー商会',
  name: '山田 太郎',
  kana: 'ヤマダ タロウ',
  postalCode: '100-0001',
  addressLevel1: '13',
  addressLevel2: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: 'ステッカービル3階',
  tel: '03-1234-5678',
  email,
});

describe('POST /api/v2/sample', () => {
  it('stores the request with the chosen products and queues a mail to staff and one to the requester', async () => {
    const email = uniqueEmail();
    const res = await post('/sample', goodSample(email));
    expect(res.statusCode).toBe(200);
    const { receiptNumber } = res.json<Answer>().data!;
    expect(receiptNumber).toMatch(/^S-\d{6}$/);

    const [row] = await t.app.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.id, Number(receiptNumber.slice(2))));
    expect(row?.samples).toEqual([
      { id: 101, name: '白PPステッカー' },
      { id: 154, name: 'サテンステッカー' },
    ]);
    expect(row?.ip).toBe(ip);
    expect(row?.form).toMatchObject({ name: '山田 太郎', postalCode: '1000001', email });
    expect(row?.form).not.toHaveProperty('receivedPostalData');

    const [reply] = await mailsTo(email);
    expect(reply?.subject).toBe('【シールラボ】無料サンプルのお申し込みを受け付けました');
    expect(reply?.text).toContain(receiptNumber);
    expect(reply?.text).toContain('・サテンステッカー');
    expect(reply?.text).toContain('東京都千代田区千代田1-1 ステッカービル3階');
    const staff = (await mailsTo(t.config.shopStaffEmail)).find((mail) => mail.text.includes(receiptNumber));
    expect(staff?.subject).toContain('無料サンプルのお申し込み');
    expect(staff?.text).toContain(`返信先：${email}`);
    expect(staff?.text).toContain('〒100-0001');
  });

  it('refuses products that cannot be sent as samples (the estimate pseudo-product, unknown ids) with 422', async () => {
    for (const sampleList of [['159'], ['101', '99999']]) {
      const res = await post('/sample', { ...goodSample(), sampleList });
      expect(res.statusCode).toBe(422);
      expect(res.json<Answer>().errors).toEqual({ sampleList: requestMessages.sampleNotOffered });
    }
  });

  it.each([
    ['no sample chosen', { sampleList: [] }, 'sampleList', fieldMessages.checkOne],
    ['a missing name', { name: '' }, 'name', fieldMessages.mustEnter],
    [
      'a character outside JIS X 0208',
      { name: '髙橋 太郎' },
      'name',
      fieldMessages.unusableCharacterAt(1, '髙', '高'),
    ],
    ['no prefecture', { addressLevel1: '00' }, 'addressLevel1', fieldMessages.mustSelect],
    [
      'a postal code of another city',
      { addressLevel2: '中央区' },
      'postalCode',
      fieldMessages.postalMismatch,
    ],
    ['kana in hiragana', { kana: 'やまだ' }, 'kana', fieldMessages.katakanaOnly],
  ])('answers 400 with the field message for %s', async (_case, change, field, message) => {
    const email = uniqueEmail();
    const res = await post('/sample', { ...goodSample(email), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().errors?.[field]).toBe(message);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers 400 for a missing required field', async () => {
    const { email: _left, ...withoutEmail } = goodSample();
    const res = await post('/sample', withoutEmail);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().errors?.email).toBeDefined();
  });
});

// ---------------------------------------------------------------- persistence first

describe('persistence first', () => {
  const failing: MailTransport = {
    send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
  };

  it('keeps the request and its queued mails when the mail server is down, and sends them later', async () => {
    const email = uniqueEmail();
    const res = await post('/contact', {
      family_name: '佐藤',
      given_name: '花子',
      email,
      message: '納期について教えてください。',
    });
    expect(res.statusCode).toBe(200);
    const id = Number(res.json<Answer>().data!.receiptNumber.slice(2));
    // Stored, with the mails queued and not yet sent: nothing was tried during the request.
    expect(await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(1);
    const queued = await mailsTo(email);
    expect(queued.map((mail) => [mail.status, mail.attempts, mail.sentAt])).toEqual([['queued', 0, null]]);

    await flushMail(t.app, { transport: failing });
    expect(await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(1);
    const [afterFailure] = await mailsTo(email);
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });

    t.setNow(new Date(TEST_NOW.getTime() + 2 * 60 * 1000));
    const sent: string[] = [];
    await flushMail(t.app, {
      transport: {
        send: (message) => {
          sent.push(message.to);
          return Promise.resolve({ destination: 'test' });
        },
      },
    });
    expect(sent).toContain(email);
    expect((await mailsTo(email))[0]?.status).toBe('sent');
  });
});

// ---------------------------------------------------------------- POST /request-estimate

const goodEstimate = (email = uniqueEmail()) => ({
  purpose: '商品ラベル',
  adhesive: '強粘着',
  placement: 'その他',
  placementEtc: '冷凍庫内の容器',
  material: '白PPステッカー',
  sizeX: '50',
  sizeY: 30,
  shape: '角丸四角形',
  whiteInk: '未選択',
  color: 'フルカラー',
  tokusyoku: 'あり',
  tokusyokuText: 'DIC 156',
  lamination: 'グロスラミネート',
  specialProcessing: '',
  num0: '1,000',
  num1: '３０００枚',
  num2: '',
  deliveryForm: '全抜き',
  rollRoll: '',
  rollPlacement: '',
  rollSize: '',
  packaging: '100枚ごとに小分け',
  submission: 'Illustrator',
  deliveryTo: '東京都',
  isHurry: true,
  etc: '年内に納品できると助かります。',
  organization: '',
  familyName: '山田',
  givenName: '太郎',
  tel: '090-1234-5678',
  email,
});

const jsonPart = (value: unknown): FormPart => ({ name: 'json', value: JSON.stringify(value) });

describe('POST /api/v2/request-estimate', () => {
  it('stores the request with its files under random keys and queues both mails', async () => {
    const email = uniqueEmail();
    const res = await postMultipart([
      jsonPart(goodEstimate(email)),
      { name: 'sample1', filename: 'ロゴ案.png', content: SAMPLE_FILES.png, type: 'image/png' },
      { name: 'sample2', filename: 'spec.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const { receiptNumber } = res.json<Answer>().data!;
    expect(receiptNumber).toMatch(/^E-\d{6}$/);
    const id = Number(receiptNumber.slice(2));

    const [row] = await t.app.db.select().from(estimateRequests).where(eq(estimateRequests.id, id));
    expect(row?.form).toMatchObject({
      deliveryTo: '東京都',
      deliveryToCode: '13',
      num0: '1000',
      num1: '3000',
      num2: '',
      sizeX: 50,
      whiteInk: '',
      isHurry: true,
      files: [
        { field: 'sample1', name: 'ロゴ案.png' },
        { field: 'sample2', name: 'spec.pdf' },
      ],
    });

    const files = await t.app.db.select().from(uploads).where(eq(uploads.estimateRequestId, id));
    expect(files.map((file) => [file.originalName, file.mimeType, file.byteSize])).toEqual([
      ['ロゴ案.png', 'image/png', SAMPLE_FILES.png.length],
      ['spec.pdf', 'application/pdf', SAMPLE_FILES.pdf.length],
    ]);
    for (const file of files) {
      expect(file.storageKey).toMatch(/^requests\/[A-Za-z0-9_-]{22}$/);
      const stored = path.join(uploadsDir(t.dataDir), file.storageKey);
      expect(fs.readFileSync(stored).length).toBe(file.byteSize);
      expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    }
    // The web build is served; uploads sit elsewhere.
    expect(uploadsDir(t.dataDir).startsWith(t.config.webBuildDir)).toBe(false);

    const [reply] = await mailsTo(email);
    expect(reply?.subject).toBe('【シールラボ】お見積りのご依頼を受け付けました');
    expect(reply?.text).toContain('数量：1,000枚 / 3,000枚');
    expect(reply?.text).toContain('納品先（都道府県）：東京都');
    expect(reply?.text).toContain('・ロゴ案.png（1 KB）');
    const staff = (await mailsTo(t.config.shopStaffEmail)).find((mail) => mail.text.includes(receiptNumber));
    expect(staff?.subject).toContain('【お急ぎ】');
    expect(staff?.text).toContain('貼る場所：その他（冷凍庫内の容器）');
  });

  it('takes a prefecture code as well as a name, and a request without files', async () => {
    const res = await postMultipart([jsonPart({ ...goodEstimate(), deliveryTo: '01' })]);
    expect(res.statusCode).toBe(200);
    const id = Number(res.json<Answer>().data!.receiptNumber.slice(2));
    const [row] = await t.app.db.select().from(estimateRequests).where(eq(estimateRequests.id, id));
    expect(row?.form).toMatchObject({ deliveryTo: '北海道', deliveryToCode: '01', files: [] });
  });

  it('treats a file input left empty (no name, no bytes) as no file', async () => {
    const res = await postMultipart([
      jsonPart(goodEstimate()),
      { name: 'sample1', filename: '', content: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(200);
  });

  const before = () => new Set(storedFiles());
  const expectNoNewFiles = (known: Set<string>) =>
    expect(storedFiles().filter((name) => !known.has(name))).toEqual([]);

  it.each([
    [
      'an empty file',
      [{ name: 'sample1', filename: 'logo.png', content: Buffer.alloc(0) }],
      { sample1: requestMessages.fileEmpty },
    ],
    [
      'content that does not match the name',
      [{ name: 'sample1', filename: 'logo.png', content: SAMPLE_FILES.text }],
      { sample1: requestMessages.fileContent },
    ],
    [
      'a PDF named as a JPEG',
      [{ name: 'sample2', filename: 'photo.jpg', content: SAMPLE_FILES.pdf }],
      { sample2: requestMessages.fileContent },
    ],
    [
      'a type we do not take',
      [{ name: 'sample1', filename: 'setup.exe', content: Buffer.from('MZ\x90\x00') }],
      { sample1: validationMessages.fileType },
    ],
    [
      'more than two files',
      [
        { name: 'sample1', filename: 'a.png', content: SAMPLE_FILES.png },
        { name: 'sample2', filename: 'b.png', content: SAMPLE_FILES.png },
        { name: 'sample3', filename: 'c.png', content: SAMPLE_FILES.png },
      ],
      { files: requestMessages.fileCount(2) },
    ],
    [
      'the same field twice',
      [
        { name: 'sample1', filename: 'a.png', content: SAMPLE_FILES.png },
        { name: 'sample1', filename: 'b.png', content: SAMPLE_FILES.png },
      ],
      { files: requestMessages.fileCount(2) },
    ],
  ] as const)('answers 400 for %s and keeps no file', async (_case, files, errors) => {
    const known = before();
    const email = uniqueEmail();
    const res = await postMultipart([jsonPart(goodEstimate(email)), ...files]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().errors).toEqual(errors);
    expectNoNewFiles(known);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers 413 for a file over 10 MB, with the field message, and keeps no file', async () => {
    const known = before();
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await postMultipart([
      jsonPart(goodEstimate()),
      { name: 'sample1', filename: 'big.png', content: big },
      { name: 'sample2', filename: 'spec.pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json<Answer>().errors).toEqual({ sample1: validationMessages.fileTooLarge(10) });
    expectNoNewFiles(known);
  });

  it.each([
    ['a missing purpose', { purpose: '' }, 'purpose', fieldMessages.mustSelect],
    ['a missing first quantity', { num0: '' }, 'num0', fieldMessages.mustEnter],
    ['a quantity that is not a number', { num1: '千' }, 'num1', '数値が必要です'],
    ['an unusable character in the notes', { etc: '急ぎ①です' }, 'etc', fieldMessages.unusableCharacterAt(3)],
    ['no delivery prefecture', { deliveryTo: '未選択' }, 'deliveryTo', fieldMessages.mustSelect],
    ['その他 placement without words', { placementEtc: '' }, 'placementEtc', fieldMessages.mustEnter],
  ])(
    'answers 400 for %s, naming every problem including the files',
    async (_case, change, field, message) => {
      const known = before();
      const res = await postMultipart([
        jsonPart({ ...goodEstimate(), ...change }),
        { name: 'sample1', filename: 'logo.png', content: SAMPLE_FILES.png },
        { name: 'sample2', filename: 'logo.png', content: SAMPLE_FILES.text },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer>().errors).toMatchObject({
        [field]: message,
        sample2: requestMessages.fileContent,
      });
      expectNoNewFiles(known);
    },
  );

  it('answers 400 for a json part that is not JSON, or none at all', async () => {
    const broken = await postMultipart([{ name: 'json', value: '{"purpose":' }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<Answer>().errors).toMatchObject({ json: apiMessages.malformedJson });
    const none = await postMultipart([{ name: 'sample1', filename: 'a.png', content: SAMPLE_FILES.png }]);
    expect(none.statusCode).toBe(400);
    expect(none.json<Answer>().errors).toMatchObject({ purpose: fieldMessages.mustSelect });
  });

  it('refuses a body that is not multipart', async () => {
    const res = await post('/request-estimate', goodEstimate());
    expect(res.statusCode).toBe(415);
    expect(res.json<Answer>().message).toBe(apiMessages.badRequest);
  });
});

// ---------------------------------------------------------------- POST /contact

const goodContact = (email = uniqueEmail()) => ({
  order_status: '注文後',
  order_id: '26112000001',
  organization: '',
  family_name: '佐藤',
  given_name: '花子',
  tel: '',
  email,
  message: 'ご注文の納期を確認したいです。\nよろしくお願いいたします。',
});

describe('POST /api/v2/contact', () => {
  it('takes the form in snake_case, stores it and queues the staff mail and the automatic reply', async () => {
    const email = uniqueEmail();
    const res = await post('/contact', goodContact(email));
    expect(res.statusCode).toBe(200);
    const { receiptNumber } = res.json<Answer>().data!;
    expect(receiptNumber).toMatch(/^C-\d{6}$/);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(receiptNumber.slice(2))));
    expect(row?.form).toMatchObject({ orderStatus: '注文後', orderId: '26112000001', familyName: '佐藤' });

    const [reply] = await mailsTo(email);
    expect(reply?.subject).toBe('【シールラボ】お問い合わせを受け付けました');
    expect(reply?.text).toContain('佐藤 花子 様');
    expect(reply?.text).toContain('ご注文番号・明細番号：26112000001');
    expect(reply?.text).toContain('ご注文の納期を確認したいです。\nよろしくお願いいたします。');
    const staff = (await mailsTo(t.config.shopStaffEmail)).find((mail) => mail.text.includes(receiptNumber));
    expect(staff?.subject).toContain('ご注文 26112000001 について');
  });

  // Decision 0710: a 明細番号 copied from a shipping mail is as good as the ご注文番号.
  it('takes an item number as typed from a mail, and keeps it as the item number', async () => {
    const email = uniqueEmail();
    const res = await post('/contact', { ...goodContact(email), order_id: '２６１１２０００００１－２' });
    expect(res.statusCode).toBe(200);
    const { receiptNumber } = res.json<Answer>().data!;
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(receiptNumber.slice(2))));
    expect(row?.form).toMatchObject({ orderId: '26112000001-2' });
    const [reply] = await mailsTo(email);
    expect(reply?.text).toContain('ご注文番号・明細番号：26112000001-2');
  });

  it('takes 注文前 when no order status is given, and needs no order number then', async () => {
    const { order_status: _status, order_id: _id, ...rest } = goodContact();
    const res = await post('/contact', rest);
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(res.json<Answer>().data!.receiptNumber.slice(2))));
    expect(row?.form).toMatchObject({ orderStatus: '注文前', orderId: '' });
  });

  it.each([
    ['no order number after ordering', { order_id: '' }, 'order_id', fieldMessages.mustEnter],
    [
      'an order number of the wrong length',
      { order_id: '123' },
      'order_id',
      validationMessages.orderReference,
    ],
    ['an unknown order status', { order_status: 'キャンセル' }, 'order_status', '値に誤りがあります'],
    ['a missing family name', { family_name: '' }, 'family_name', fieldMessages.mustEnter],
    ['an unusable character', { message: 'よろしく🙏' }, 'message', fieldMessages.unusableCharacterAt(5)],
    ['a malformed e-mail', { email: 'sato@' }, 'email', fieldMessages.email],
  ])('answers 400 for %s, under the snake_case name', async (_case, change, field, message) => {
    const res = await post('/contact', { ...goodContact(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().errors).toEqual({ [field]: message });
  });

  it('does not take camelCase names: they are not the converted form', async () => {
    const res = await post('/contact', {
      familyName: '佐藤',
      givenName: '花子',
      email: uniqueEmail(),
      message: 'はい',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().errors).toMatchObject({
      family_name: fieldMessages.mustEnter,
      given_name: fieldMessages.mustEnter,
    });
  });
});

// ---------------------------------------------------------------- rate limit

describe('repeated submissions from one address', () => {
  it.each([
    ['/sample', () => post('/sample', goodSample())],
    ['/contact', () => post('/contact', goodContact())],
    ['/request-estimate', () => postMultipart([jsonPart(goodEstimate())])],
  ])('%s: the sixth within ten minutes is refused with 429, the window then reopens', async (_url, send) => {
    for (let i = 0; i < REQUEST_RATE_LIMIT.max; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<Answer>()).toEqual({
      message: requestMessages.tooManySubmissions(REQUEST_RATE_LIMIT.windowMinutes),
      errors: {},
    });
    expect(refused.headers['retry-after']).toBeDefined();

    t.setNow(new Date(TEST_NOW.getTime() + REQUEST_RATE_LIMIT.windowMinutes * 60 * 1000 + 1000));
    expect((await send()).statusCode).toBe(200);
  });

  it('counts each address and each call on its own; bad input counts too', async () => {
    for (let i = 0; i < REQUEST_RATE_LIMIT.max; i += 1) {
      expect((await post('/contact', { ...goodContact(), email: 'bad' })).statusCode).toBe(400);
    }
    expect((await post('/contact', goodContact())).statusCode).toBe(429);
    expect((await post('/sample', goodSample())).statusCode).toBe(200);
    expect((await post('/contact', goodContact(), '203.0.113.250')).statusCode).toBe(200);
  });
});

describe('OpenAPI description', () => {
  it('documents the three calls, the contact body under its snake_case names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties?: object } }> } } }
      >;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/sample', '/api/v2/request-estimate', '/api/v2/contact']),
    );
    const contact = doc.paths['/api/v2/contact']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(contact?.properties ?? {})).toEqual(
      expect.arrayContaining(['order_status', 'order_id', 'family_name', 'given_name', 'email', 'message']),
    );
  });
});
