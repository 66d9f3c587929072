// Issue 15 point 1, the card provider by configuration: a shop of this spec's own is told, through
// its environment only, to use a provider on another origin (a second local port). The provider is
// the journeys' own server, whose stand-in answers as a provider does; the shop's own stand-in is
// off. A card payment goes through, and the browser proves nothing of the stand-in is written into
// the app: the token script and the token request go to the configured origin with the configured
// contract code, never to /sandbox-pay on the shop's origin, and no script of the app names
// /sandbox-pay or the stand-in's contract code 00000000.
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillCard, newMember, placeOrder, startCheckout } from './shop-data';
import { staffServer } from './staff-server';

const journeysPort = Number(process.env.E2E_PORT ?? 3210);
const providerOrigin = `http://127.0.0.1:${journeysPort}`;
const CONTRACT_CODE = '31415926';
const shop = staffServer(journeysPort + 1044, {
  CARD_PROVIDER_URL: `${providerOrigin}/sandbox-pay`,
  CARD_TOKEN_SCRIPT_URL: `${providerOrigin}/sandbox-pay/token.js`,
  CARD_CONTRACT_CODE: CONTRACT_CODE,
  SANDBOX_PAY: 'off',
});

test.use({ baseURL: shop.baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await shop.start();
});

test.afterAll(async () => shop.stop());

test('a card payment with the token script served from a second origin', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopOrigin = new URL(shop.baseURL).origin;
  const sent: Request[] = [];
  page.on('request', (outgoing) => sent.push(outgoing));
  const appScripts: string[] = [];
  page.on('response', (answer) => {
    const url = new URL(answer.url());
    if (url.origin === shopOrigin && /javascript/.test(answer.headers()['content-type'] ?? '')) {
      appScripts.push(answer.url());
    }
  });

  const token = await newMember(request);
  await startCheckout(page, token);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();

  // The script and the token came from the configured origin, with the configured contract code.
  const toProvider = sent.filter((outgoing) => new URL(outgoing.url()).origin === providerOrigin);
  expect(toProvider.map((outgoing) => new URL(outgoing.url()).pathname)).toEqual([
    '/sandbox-pay/token.js',
    '/sandbox-pay/tokens',
  ]);
  const tokenForm = new URLSearchParams(toProvider[1]?.postData() ?? '');
  expect(tokenForm.get('contract_code')).toBe(CONTRACT_CODE);

  // Nothing was asked of a stand-in on the shop's own origin, which has none.
  const toOwnStandIn = sent.filter((outgoing) => {
    const url = new URL(outgoing.url());
    return url.origin === shopOrigin && url.pathname.startsWith('/sandbox-pay');
  });
  expect(toOwnStandIn).toEqual([]);
  expect((await request.get('/sandbox-pay/token.js')).status()).toBe(404);

  // No script of the app carries the stand-in's address or contract code.
  expect(appScripts.length).toBeGreaterThan(0);
  for (const script of new Set(appScripts)) {
    const text = await (await request.get(script)).text();
    expect(text, script).not.toContain('/sandbox-pay');
    expect(text, script).not.toContain('00000000');
  }
});
