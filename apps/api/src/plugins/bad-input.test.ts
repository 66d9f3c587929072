// Issue 14, point 3: no input makes the server answer 5xx. NUL and lone surrogates in any string
// field, broken multipart bodies and the errors Fastify raises itself are all answered 400 (or the
// right 4xx) in the shop's {message, errors} envelope, in Japanese, without internal codes and
// without echoing the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, fieldMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { createTestMember, type TestMember } from '../modules/auth/test-member.ts';
import { createTestPurchase } from '../modules/orders/test-purchase.ts';
import { whitePp } from '../../test/items.ts';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
});
afterAll(async () => t.close());

const UNSAFE = { nul: 'ab\u0000cd', 'lone high surrogate': 'ab\ud800cd', 'lone low surrogate': '\udc00' };

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => unknown;
}

/** The shop's refusal: a 4xx JSON envelope in Japanese that neither leaks nor echoes. */
function expectRefusal(res: Answer, status = 400, echoed: string[] = []) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const answer = res.json() as { message: unknown; errors: unknown };
  expect(Object.keys(answer as object).sort()).toEqual(['errors', 'message']);
  expect(answer.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(typeof answer.errors).toBe('object');
  expect(res.body).not.toMatch(/FST_|ERR_|statusCode|Error/);
  for (const text of echoed) expect(res.body).not.toContain(text);
  return answer as { message: string; errors: Record<string, string> };
}

describe('NUL and lone surrogates in string fields', () => {
  for (const [name, text] of Object.entries(UNSAFE)) {
    it(`refuses a masked card number, a card token and a coupon code with a ${name} (purchase body)`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/purchase',
        headers: member.headers,
        payload: {
          checkout: {
            card: { token: text, maskedCardNo: text },
            coupon: { code: text },
            shipment: {},
          },
          items: [{ type: 'product', productType: 'general', product: { id: 1 } }],
        },
      });
      const { errors } = expectRefusal(res);
      expect(errors['checkout.card.token']).toBe(fieldMessages.unusableCharacter);
      expect(errors['checkout.card.maskedCardNo']).toBe(fieldMessages.unusableCharacter);
      expect(errors['checkout.coupon.code']).toBe(fieldMessages.unusableCharacter);
    });

    it(`refuses an option name and an item name with a ${name} (pricing)`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/calcprice',
        payload: whitePp({ name: text, adhesive: { id: 1, name: text } }),
      });
      const { errors } = expectRefusal(res);
      expect(errors.name).toBe(fieldMessages.unusableCharacter);
      expect(errors['adhesive.name']).toBe(fieldMessages.unusableCharacter);
    });

    it(`refuses a form field with a ${name} (contact form)`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/contact',
        remoteAddress: '192.0.2.10',
        payload: { family_name: '山田', given_name: text, email: 'taro@example.jp', message: text },
      });
      const { errors } = expectRefusal(res);
      expect(errors.given_name).toBe(fieldMessages.unusableCharacter);
      expect(errors.message).toBe(fieldMessages.unusableCharacter);
    });
  }

  it('refuses a NUL in a path parameter (a coupon code)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/coupons/ab%00cd',
      headers: member.headers,
      payload: { totalAmount: 1000 },
    });
    expect(expectRefusal(res).errors.code).toBe(fieldMessages.unusableCharacter);
  });

  it('refuses them in a raw JSON escape (\\u0000, \\ud800) as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"taro@example.jp","password":"pass\\ud800word"}',
    });
    expect(expectRefusal(res).errors.password).toBe(fieldMessages.unusableCharacter);
  });
});

describe('malformed multipart', () => {
  const boundary = 'shopboundary1234';
  const cases: Record<string, { type: string; body: string }> = {
    'no boundary': {
      type: 'multipart/form-data',
      body: `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{}\r\n--${boundary}--\r\n`,
    },
    'a wrong boundary': {
      type: `multipart/form-data; boundary=${boundary}`,
      body: '--another\r\nContent-Disposition: form-data; name="json"\r\n\r\n{}\r\n--another--\r\n',
    },
    'a truncated body': {
      type: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n`,
    },
    'an empty boundary': { type: 'multipart/form-data; boundary=', body: '--\r\n\r\n--' },
    'a boundary over 256 characters': {
      type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
      body: `--${'b'.repeat(300)}\r\n\r\n--${'b'.repeat(300)}--`,
    },
  };
  for (const [name, { type, body }] of Object.entries(cases)) {
    it(`answers 400 to ${name} on /request-estimate and /upload`, async () => {
      const estimate = await t.app.inject({
        method: 'POST',
        url: '/api/v2/request-estimate',
        remoteAddress: `192.0.2.${20 + Object.keys(cases).indexOf(name)}`,
        headers: { 'content-type': type },
        payload: body,
      });
      expectRefusal(estimate);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v2/upload',
        headers: { ...member.headers, 'content-type': type },
        payload: body,
      });
      expectRefusal(upload);
    });
  }

  it('answers 400 to a truncated upload whose order exists', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, { userId: member.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/upload',
      headers: { ...member.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="order_id"\r\n\r\n${orderIds[0]}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then noth`,
    });
    expectRefusal(res);
  });
});

describe('errors Fastify raises itself', () => {
  it('answers bad percent-encoding in a path in the envelope, without echoing it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/purchases/%ZZ-probe',
      headers: member.headers,
    });
    expectRefusal(res, 400, ['%ZZ-probe']);
  });

  it('answers an encoded lone surrogate in a path in the envelope', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/v2/address/%ED%A0%80' }), 400, [
      '%ED%A0%80',
    ]);
  });

  it('answers an over-long path parameter in the envelope (414), without echoing it', async () => {
    const long = 'q'.repeat(500);
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/v2/reset/${long}` }), 414, [long]);
  });

  it('answers an unsupported media type with 415 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/x-probe-type' },
      payload: 'email=a',
    });
    expect(expectRefusal(res, 415, ['x-probe-type']).message).toBe(apiMessages.unsupportedMediaType);
  });

  it('answers bad JSON in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"probe-text@example.jp",',
    });
    expect(expectRefusal(res, 400, ['probe-text']).message).toBe(apiMessages.malformedJson);
  });

  it('answers an over-large body with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'a'.repeat(2 * 1024 * 1024)}"}`,
    });
    expectRefusal(res, 413);
  });
});
