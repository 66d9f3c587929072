// PayPay's OPA-Auth header (decision 0763), with a fixed nonce and epoch: the values were worked out
// once by hand with Node's crypto from the published recipe, and pinned here.
import { describe, expect, it } from 'vitest';
import { opaAuthorization, verifyOpaAuthorization, type SignedRequest } from './paypay-signing.ts';

const credentials = { apiKey: 'sample_key', apiSecret: 'sample_secret' };
const createCode = JSON.stringify({
  merchantPaymentId: 'TEST_QR_Payment',
  amount: { amount: 10, currency: 'JPY' },
  codeType: 'ORDER_QR',
  isAuthorization: false,
  redirectUrl: 'https://about.paypay.ne.jp/',
  redirectType: 'WEB_LINK',
});
const post: SignedRequest = {
  method: 'POST',
  path: '/v2/codes',
  body: { contentType: 'application/json', text: createCode },
};
const get: SignedRequest = { method: 'GET', path: '/v2/codes/payments/TEST_merchantPaymentID' };

describe("PayPay's OPA-Auth header", () => {
  it('signs a call without a body with "empty" as its content type and hash', () => {
    expect(opaAuthorization(credentials, get, { now: new Date(1743139337_000), nonce: 'a360e2' })).toBe(
      'hmac OPA-Auth:sample_key:4GBwHd1rzZ5CrMRieDW/jDQcvOCeVhg4bBx4iZ6Hzw0=:a360e2:1743139337:empty',
    );
  });

  it('signs a call with a body over its MD5 of content type and body', () => {
    expect(opaAuthorization(credentials, post, { now: new Date(1743138611_000), nonce: 'fedaa4' })).toBe(
      'hmac OPA-Auth:sample_key:21xpK7ZlI+tiTA6PMZuGA0vvMvT+cxB9yvGOjBnzJrc=:fedaa4:1743138611:+K+keROvi8lg4vWENmxEPQ==',
    );
  });

  it('leaves a query out of the signed path', () => {
    const at = { now: new Date(1743139337_000), nonce: 'a360e2' };
    expect(opaAuthorization(credentials, { ...get, path: `${get.path}?assumeMerchant=m1` }, at)).toBe(
      opaAuthorization(credentials, get, at),
    );
  });

  const now = new Date('2026-11-20T10:00:00+09:00');
  const secretOf = (apiKey: string) => (apiKey === 'sample_key' ? 'sample_secret' : null);
  const check = (header: string, request: SignedRequest = post, at = now) =>
    verifyOpaAuthorization({ header, secretOf, request, now: at });
  const signed = opaAuthorization(credentials, post, { now });

  it('is accepted as sent, within two minutes either way', () => {
    expect(check(signed)).toEqual({ ok: true, apiKey: 'sample_key' });
    expect(check(signed, post, new Date(now.getTime() + 119_000)).ok).toBe(true);
  });

  it.each([
    ['another body', check(signed, { ...post, body: { contentType: 'application/json', text: '{}' } })],
    ['another path', check(signed, { ...post, path: '/v2/refunds' })],
    ['another method', check(signed, { ...post, method: 'DELETE' })],
    ['another secret', check(opaAuthorization({ ...credentials, apiSecret: 'other' }, post, { now }))],
    ['an unknown key', check(opaAuthorization({ ...credentials, apiKey: 'other' }, post, { now }))],
    ['an old epoch', check(signed, post, new Date(now.getTime() + 121_000))],
    ['a bearer key', check('Bearer sample_key')],
    ['no header', verifyOpaAuthorization({ header: undefined, secretOf, request: post, now })],
  ])('is refused with %s', (_case, result) => {
    expect(result.ok).toBe(false);
  });
});
