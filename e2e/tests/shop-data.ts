// Data the journeys set up through the API or local storage, in one place.
import type { APIRequestContext, Page } from '@playwright/test';
import { yamadaTaro } from '../../apps/api/test/members.ts';
import { expect } from './fixtures';

export const choice = (id: number) => ({ id, name: '' });

/** The configurator's 「なし」 choice of an optional step. */
export const noneChoice = /^なし/;

/** White PP's steps up to the delivery date in the order they open, with a customer's usual answers. */
export const whitePpStepAnswers: readonly (readonly [stepName: string, choice: string | RegExp])[] = [
  ['adhesive', '通常のり'],
  ['ondemandFoil', noneChoice],
  ['lamination', /グロスラミネート/],
  ['format', '角丸四角形'],
  ['cutlineService', noneChoice],
  ['halfcut', noneChoice],
  ['cutpath', noneChoice],
  ['slit', noneChoice],
  ['backSide', noneChoice],
  ['deliveryForm', 'シート単位の四角カット'],
  ['sendCopy', noneChoice],
];

/**
 * A stored cart line: 白PP (101), 50 × 50 mm, 100 pieces, 5 business days — ¥2,530 with tax once
 * the cart re-prices it. The stored price is wrong on purpose: the cart must never trust it.
 */
export const whitePpCartItem = (id: number) => ({
  id,
  productType: 'general',
  product: { id: 101 },
  spec: { shortMin: 10, longMin: 20, shortMax: 280, longMax: 300 },
  sizeX: 50,
  sizeY: 50,
  size: 2,
  num: 100,
  deliveryDateProduct: 5,
  adhesive: choice(1),
  format: choice(1),
  deliveryForm: choice(1),
  amountProduct: 1,
  amountTotal: 1,
  calcResult: null,
  errors: { size: { message: null } },
});

let sequence = 0;

/** A new member, signed up and logged in through the API; returns the bearer token. */
export async function newMember(
  request: APIRequestContext,
  name: { givenName: string; givenKana: string; organization?: string } = {
    givenName: '太郎',
    givenKana: 'タロウ',
  },
): Promise<string> {
  sequence += 1;
  const email = `member-${Date.now()}-${sequence}@example.com`;
  const password = 'sticker2026';
  const signup = await request.post('/api/v2/user', {
    data: { ...yamadaTaro, ...name, email, password },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const login = await request.post('/api/v2/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The member's token and one white PP line (whitePpCartItem, not yet priced) in local storage. */
export async function logInWithOneLine(page: Page, token: string): Promise<void> {
  await page.goto('/sp/about');
  await page.evaluate(
    ([stored, bearer]) => {
      localStorage.setItem('cart', stored);
      localStorage.setItem('token', bearer);
    },
    [JSON.stringify({ state: { items: [whitePpCartItem(1)] }, version: 1 }), token] as const,
  );
}

/** Logged in, one ¥2,530 line (whitePpCartItem) in the cart, re-priced on /cart, then the payment step. */
export async function startCheckout(page: Page, token: string): Promise<void> {
  await logInWithOneLine(page, token);
  await page.goto('/sp/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('¥2,530');
  await page.goto('/sp/checkout/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の選択' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥2,530');
}

/** The stand-in's test cards the journeys pay with through the API (README: test cards). */
export const testCards = { visa: '4111111111111111', threeDSecure: '4000000000003220' } as const;

type ApiPayment =
  | { method: 'card'; cardNumber: string }
  | { method: 'onDelivery' }
  | { method: 'bank' }
  | { method: 'vbank' }
  | { method: 'paypay' }
  | { method: 'gmoab' };

/**
 * A purchase placed through the API, as the app places it: 白PP (101), 50 × 50 mm, 100 pieces,
 * to the registered address, with the total the app would show (¥2,530; ¥2,860 with the ¥330
 * cash-on-delivery fee); by card, cash on delivery, bank transfer, virtual account or PayPay. Returns its number and,
 * for a 3-D Secure card, the challenge to post; for PayPay, PayPay's page.
 */
export async function apiPurchase(
  request: APIRequestContext,
  token: string,
  payment: ApiPayment,
  options: { priorConsent?: boolean } = {},
): Promise<{ purchaseId: string; pareq: string | null; redirect: string | null }> {
  const card = payment.method === 'card' ? await cardToken(request, payment.cardNumber) : null;
  const response = await request.post('/api/v2/purchase', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      checkout: {
        totalAmount: payment.method === 'onDelivery' ? 2860 : 2530,
        paymentMethod: {
          card: 'epsilon',
          onDelivery: 'onDelivery',
          bank: 'bank',
          vbank: 'vbank',
          paypay: 'paypay',
          gmoab: 'gmoab',
        }[payment.method],
        card: card && { token: card.token, maskedCardNo: card.maskedCardNo, installment: '10' },
        coupon: { code: '' },
        pointUse: 0,
        shipment: { source: 0, destination: 0, deliveryTime: 'none' },
        note: '',
        exampleUse: false,
        // 事前承認: printing then waits for the customer's approval of a proof (decision 0750).
        priorConsent: options.priorConsent ?? false,
        consent: { change: true, data: true, exampleUse: false, repeat: false },
      },
      items: [
        {
          productType: 'general',
          product: { id: 101 },
          sizeX: 50,
          sizeY: 50,
          num: 100,
          deliveryDateProduct: 5,
          adhesive: choice(1),
          format: choice(1),
          deliveryForm: choice(1),
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as {
    data: { purchase: { purchaseId: string }; pareq?: string | null; redirect?: string | null };
  };
  return {
    purchaseId: answer.data.purchase.purchaseId,
    pareq: answer.data.pareq ?? null,
    // PayPay's page (decision 0785), or the card issuer's with pareq.
    redirect: answer.data.redirect ?? null,
  };
}

/** A card token from the stand-in's token endpoint, as the card script would get it. */
async function cardToken(
  request: APIRequestContext,
  cardNumber: string,
): Promise<{ token: string; maskedCardNo: string }> {
  const issued = await request.post('/sandbox-pay/tokens', {
    form: {
      contract_code: '00000000',
      cardno: cardNumber,
      expire: '202904',
      securitycode: '123',
      holdername: 'TARO YAMADA',
    },
  });
  return ((await issued.json()) as { tokenObject: { token: string; maskedCardNo: string } }).tokenObject;
}

/** A purchase paid by the stand-in's plain Visa (no 3-D Secure) through the API; its number. */
export async function paidCardPurchase(
  request: APIRequestContext,
  token: string,
  options: { priorConsent?: boolean } = {},
): Promise<string> {
  return (await apiPurchase(request, token, { method: 'card', cardNumber: testCards.visa }, options))
    .purchaseId;
}

/** The card fields of the payment step, with a valid expiry, code and holder. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('カード番号').fill(number);
  await page.getByLabel('有効期限（月/年）').fill('04/29');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義（半角英字）').fill('TARO YAMADA');
}

/** From the shipment step: gives the two required consents, reaches the review and places the order. */
export async function placeOrder(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先・発送元の指定' })).toBeVisible();
  await page.getByLabel(/軽微な調整/).check();
  await page.getByLabel(/必要な権利/).check();
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
}

/** The e-mail address of the member whose token this is. */
export async function memberEmail(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get('/api/v2/user', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { user: { email: string } } }).data.user.email;
}
