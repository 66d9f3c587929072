import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, fieldMessages, noticeMessages } from '@shop/domain/messages';
import { estimates } from '../../db/schema.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { choice, whitePp } from '../../../test/items.ts';
import { createTestMember } from '../auth/test-member.ts';
import { QUOTATION_LINK_LIFETIME_MS } from './quotation-files.ts';
import { QUOTATION_RATE_LIMIT } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Failure {
  message: string;
  errors: Record<string, string>;
}

const postQuotation = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/estimate-pdf', payload: payload as object, headers });

/** Posts, follows the link and reads the PDF as a reader would. */
async function quotationText(payload: unknown, headers: Record<string, string> = {}) {
  const res = await postQuotation(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { url, fileName } = res.json<{ data: { url: string; fileName: string } }>().data;
  const download = await t.app.inject({ method: 'GET', url });
  expect(download.statusCode).toBe(200);
  return { url, fileName, download, pdf: inspectPdf(download.rawPayload) };
}

describe('POST /api/v2/estimate-pdf', () => {
  it('answers a short-lived link to a Japanese quotation priced by the server', async () => {
    const { url, fileName, download, pdf } = await quotationText({
      to: 'テスト商事株式会社',
      items: [whitePp({ name: '店頭用ラベル' }), whitePp({ num: 1000, lamination: choice(2) })],
    });
    expect(url).toMatch(/^\/api\/v2\/estimate-pdf\/[A-Za-z0-9_-]{32}$/);
    expect(fileName).toBe('御見積書_Q-20261120-0001.pdf');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.compact).toContain('御見積書');
    for (const expected of [
      'テスト商事株式会社 御中',
      'Q-20261120-0001',
      '2026年11月20日',
      '発行日より30日間',
      '白PPステッカー「店頭用ラベル」',
      'サイズ：50×50mm（長辺50mm以内）',
      '粘着タイプ：通常のり',
      '納期：5営業日以内発送',
      '100枚',
      '1,000枚',
      '¥2,530',
      '¥25.30',
      '送料は無料です',
      '登録番号 T9234567890123',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).toMatch(/消費税（10%）\s+¥[\d,]+/);
  });

  it('prints the prices of the server, never those the client sent', async () => {
    const { pdf } = await quotationText({
      to: '山田 太郎',
      items: [whitePp({ amountProduct: 1, amountOption: 0, amountTotal: 1, calcResult: { amountTotal: 1 } })],
    });
    expect(pdf.text).toContain('山田 太郎 様');
    expect(pdf.text).toContain('¥2,530-');
    expect(pdf.text).toMatch(/合計（税込）\s+¥2,530/);
    expect(pdf.text).not.toMatch(/¥1(?![\d,.])/);
  });

  it('prices an estimate item from the estimate the shop stored, not from the request', async () => {
    const buyer = await createTestMember(t.app);
    await t.app.db.insert(estimates).values({
      userId: buyer.id,
      email: buyer.email,
      estimateNumber: 'E-2026-0042',
      status: 1,
      title: '特殊形状ステッカー',
      request: {},
      response: { children: [{ no: 1, amountWithTax: 33000 }] },
    });
    const estimate = {
      id: 1,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
      deletedAt: null,
      email: 'buyer@example.jp',
      estimateNumber: 'E-2026-0042',
      estimateFrom: null,
      status: 1,
      title: '特殊形状ステッカー',
      request: {},
      response: { children: [{ no: 1, amountWithTax: 1 }] },
    };
    const { pdf } = await quotationText(
      {
        items: [
          {
            type: 'estimate',
            productType: 'estimate',
            product: { id: 159 },
            num: 500,
            estimate: JSON.stringify(estimate),
            estimateData: JSON.stringify({ no: 1 }),
          },
        ],
      },
      buyer.headers,
    );
    expect(pdf.text).toContain('お見積り：特殊形状ステッカー（見積番号 E-2026-0042）');
    expect(pdf.text).toContain('¥33,000');
  });

  it('numbers quotations one after another within the Tokyo day', async () => {
    const first = await postQuotation({ items: [whitePp()] });
    const second = await postQuotation({ items: [whitePp()] });
    const number = (res: typeof first) =>
      Number(/-(\d{4})\.pdf$/.exec(res.json<{ data: { fileName: string } }>().data.fileName)?.[1]);
    expect(number(second)).toBe(number(first) + 1);
  });

  it.each([
    ['an unknown product', [whitePp({ product: { id: 99999 } })], 'items.0.product', apiMessages.notFound],
    [
      'an option the product does not offer',
      [whitePp(), whitePp({ adhesive: choice(999) })],
      'items.1.adhesive',
      null,
    ],
    ['a quantity that is not offered', [whitePp({ num: 7 })], 'items.0.num', null],
    ['a size beyond the limits', [whitePp({ sizeX: 5000, sizeY: 5000 })], 'items.0.size', null],
  ])('refuses %s with 422 naming the item', async (_name, items, field, message) => {
    const res = await postQuotation({ to: '', items });
    expect(res.statusCode).toBe(422);
    const body = res.json<Failure>();
    expect(body.message).toBe(noticeMessages.cannotOrder);
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toBe(message);
  });

  it.each([
    ['an absurd quantity', { items: [whitePp({ num: 10_000_000 })] }, 'items.0.num'],
    ['a negative quantity', { items: [whitePp({ num: -1 })] }, 'items.0.num'],
    ['no items', { items: [] }, 'items'],
    ['too many items', { items: Array.from({ length: 51 }, () => whitePp()) }, 'items'],
    ['an item that is not an object', { items: ['白PP'] }, 'items.0'],
    ['an addressee that is too long', { to: 'あ'.repeat(51), items: [whitePp()] }, 'to'],
  ])('refuses %s with 400 and the field', async (_name, payload, field) => {
    const res = await postQuotation(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>().message).toBe(apiMessages.badRequest);
    expect(Object.keys(res.json<Failure>().errors)).toContain(field);
  });

  it.each([
    ['a circled digit', 'テスト①商事', fieldMessages.unusableCharacterAt(4)],
    ['half-width katakana', 'ｼｰﾙ商店', fieldMessages.unusableCharacterAt(1)],
    ['an emoji after a space', '山田 太郎🙂', fieldMessages.unusableCharacterAt(6)],
    // Decision 0713: the usual substitute is named.
    [
      'a 髙 (not in JIS X 0208)',
      '髙橋商店',
      '1文字目の「髙」はJIS第1・第2水準にない文字のため、ご利用いただけません。「高」でご入力ください',
    ],
  ])('refuses an addressee with %s, saying where', async (_name, to, message) => {
    const res = await postQuotation({ to, items: [whitePp()] });
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>().errors.to).toBe(message);
  });

  it('accepts a decomposed addressee once composed, and 御中 typed by the customer', async () => {
    const { pdf } = await quotationText({ to: 'シールラボ営業部 御中'.normalize('NFD'), items: [whitePp()] });
    expect(pdf.text).toContain('シールラボ営業部 御中');
  });

  it('refuses an item name with an unusable character or too long', async () => {
    const res = await postQuotation({
      items: [whitePp({ name: 'ラベル①' }), whitePp({ name: 'あ'.repeat(31) })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>().errors).toEqual({
      'items.0.name': fieldMessages.unusableCharacterAt(4),
      'items.1.name': '30文字以内でご入力ください',
    });
  });
});

describe('GET /api/v2/estimate-pdf/:token', () => {
  it('stops working after 15 minutes and leaves no file behind', async () => {
    const res = await postQuotation({ items: [whitePp()] });
    const { url } = res.json<{ data: { url: string } }>().data;
    const token = url.split('/').at(-1)!;
    const dir = path.join(t.config.dataDir, 'uploads', 'quotations');
    expect(fs.existsSync(path.join(dir, `${token}.pdf`))).toBe(true);

    t.setNow(new Date(TEST_NOW.getTime() + QUOTATION_LINK_LIFETIME_MS - 1000));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    t.setNow(new Date(TEST_NOW.getTime() + QUOTATION_LINK_LIFETIME_MS + 1000));
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(404);
    expect(expired.json<Failure>().message).toBe(apiMessages.notFound);
    expect(fs.existsSync(path.join(dir, `${token}.pdf`))).toBe(false);

    // A new quotation sweeps every expired one.
    const others = fs.readdirSync(dir).length;
    expect(others).toBeGreaterThan(0);
    await postQuotation({ items: [whitePp()] });
    expect(fs.readdirSync(dir)).toHaveLength(2);
    t.setNow(TEST_NOW);
  });

  it('answers 404 for an unknown link and 400 for one that cannot be a link', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v2/estimate-pdf/${'A'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v2/estimate-pdf/..%2F..%2Fetc' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/v2/client-config', () => {
  it('gives no tag manager container unless GTM_ID is set, and the stand-in as card provider by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        gtmId: null,
        cardTokenScriptUrl: `${t.config.publicUrl}/sandbox-pay/token.js`,
        cardContractCode: '00000000',
        paymentMethods: ['epsilon', 'onDelivery', 'point', 'bank', 'paypay', 'vbank', 'gmoab', 'gmokb'],
      },
    });
  });

  it('gives the configured container and payment methods', async () => {
    const configured = await createTestApp({
      env: {
        GTM_ID: 'GTM-AB12CD',
        CARD_PROVIDER_URL: 'https://pay.provider.example/api',
        CARD_TOKEN_SCRIPT_URL: 'https://js.provider.example/v2/token.js',
        CARD_CONTRACT_CODE: '12345678',
        PAYMENT_METHODS: 'epsilon,point',
      },
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/api/v2/client-config' });
      expect(res.json()).toEqual({
        data: {
          gtmId: 'GTM-AB12CD',
          cardTokenScriptUrl: 'https://js.provider.example/v2/token.js',
          cardContractCode: '12345678',
          paymentMethods: ['epsilon', 'point'],
        },
      });
      expect(configured.config.cardTokenScriptOrigin).toBe('https://js.provider.example');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await configured.close();
    }
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${QUOTATION_RATE_LIMIT.max} quotations from one address in ${QUOTATION_RATE_LIMIT.windowMinutes} minutes`, async () => {
    const limited = await createTestApp();
    try {
      const post = () =>
        limited.app.inject({ method: 'POST', url: '/api/v2/estimate-pdf', payload: { items: [] } });
      for (let i = 0; i < QUOTATION_RATE_LIMIT.max; i += 1) expect((await post()).statusCode).toBe(400);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<Failure>().message).toBe(apiMessages.tooManyRequests);
      limited.setNow(new Date(TEST_NOW.getTime() + QUOTATION_RATE_LIMIT.windowMinutes * 60 * 1000 + 1));
      expect((await post()).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
