// Issue 15 point 7: one operator profile, read from the file SHOP_PROFILE names, is what the pages
// (through GET /shop-profile), the mails and the documents print. Here the app runs on the test
// operator (ラベル工房, not the sample シールラボ) and every one of them must name it.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { sampleShopProfile, type ShopProfile } from '@shop/domain/shop-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { whitePp } from '../../../test/items.ts';
import { PRODUCTION_SHOP_PROFILE } from '../../../test/production-env.ts';
import { mailOutbox } from '../../db/schema.ts';
import { inspectPdf } from '../../documents/pdf-inspection.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { postPurchase, purchaseBody } from '../checkout/test-support.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';

const operator = JSON.parse(fs.readFileSync(PRODUCTION_SHOP_PROFILE, 'utf8')) as ShopProfile;

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_PROFILE: PRODUCTION_SHOP_PROFILE } });
  member = await createTestMember(t.app);
  // A purchase through the API: its confirmation mail is read below.
  const res = await postPurchase(t.app, member, purchaseBody());
  expect(res.statusCode, res.body).toBe(200);
}, 180_000);
afterAll(async () => t.close());

/** What a reader finds in the PDF a document link leads to. */
async function pdfAt(url: string, headers: Record<string, string> = {}) {
  const download = await t.app.inject({ method: 'GET', url, headers });
  expect(download.statusCode).toBe(200);
  return inspectPdf(download.rawPayload).compact;
}

/** The profile's details a document must print, as the compacted PDF text holds them. */
const compact = (text: string) => text.replace(/\s+/g, '');

describe('GET /api/v2/shop-profile', () => {
  it("answers the configured operator's details, with the bank account while bank transfer is offered", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/shop-profile' });
    expect(res.statusCode).toBe(200);
    // Bank transfer is on by default (decision 0821): customers are asked to pay into the account.
    // The sending address is not published: customers write to `email` (decision 0783).
    const { mailFrom: _sendingOnly, ...published } = operator;
    expect(res.json()).toEqual({ data: published });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe("the operator's details in mails and documents", () => {
  it('signs the order mail with the configured operator', async () => {
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    const text = mails.map((mail) => `${mail.subject}\n${mail.text}`).join('\n');
    expect(text).toContain(`【${operator.shopName}】`);
    for (const detail of [operator.name, operator.address, operator.tel, operator.businessHours]) {
      expect(text).toContain(detail);
    }
    expect(text).not.toContain(sampleShopProfile.name);
  });

  it.each(['invoice', 'receipt'] as const)(
    'issues the %s in the configured operator’s name',
    async (kind) => {
      // A card purchase, paid: both documents can be issued at once.
      const paid = await createTestPurchase(t.app.db, { userId: member.id });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v2/issue-${kind}`,
        headers: member.headers,
        payload: { to: '山田 太郎', purchase_id: paid.purchaseId },
      });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfAt(res.json<{ data: { url: string } }>().data.url, member.headers);
      expect(text).toContain(compact(operator.name));
      expect(text).toContain(operator.registrationNumber);
      expect(text).not.toContain(sampleShopProfile.registrationNumber);
    },
  );

  it('prints the configured operator on a 御見積書', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/estimate-pdf',
      payload: { to: 'テスト商事株式会社', items: [whitePp()] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfAt(res.json<{ data: { url: string } }>().data.url);
    expect(text).toContain(compact(operator.name));
    expect(text).toContain(operator.registrationNumber);
    expect(text).not.toContain(sampleShopProfile.registrationNumber);
  });
});
