// Numbering seals are ordered with their numbering (issue 16 point 3, decision 0655): the purchase
// refuses one without a printable numbering in the configurator's words, keeps the numbering on
// the order, and My page (and so the invoice and receipt lines) names the numbers printed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberingMessages } from '@shop/domain/configurator';
import { noticeMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { orders } from '../../db/schema.ts';
import { createTestMember } from '../auth/test-member.ts';
import type { Purchase } from '../orders/schemas.ts';
import { postPurchase, purchaseBody, type PurchaseData } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** ナンバリングシール (401), 四角 小, 100 pieces, 5 business days. */
const numberingSeal = (facts: Record<string, unknown> = {}) => ({
  productType: 'numbering',
  product: { id: 401 },
  shape: { id: 1, name: '', sealSize: 0 },
  num: 100,
  deliveryDateProduct: 5,
  ...facts,
});

describe('POST /api/v2/purchase: numbering seals', () => {
  it('refuses a numbering seal without its numbering, or with one that cannot be printed', async () => {
    const member = await createTestMember(t.app);
    const missing = await postPurchase(t.app, member, purchaseBody({}, [numberingSeal()]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: noticeMessages.checkSelectedItems,
      errors: { 'items.0.numbering.start': numberingMessages.missing },
    });

    const overflowing = numberingSeal({ numbering: { start: '9950', digits: 4, prefix: '', suffix: '' } });
    const refused = await postPurchase(t.app, member, purchaseBody({}, [overflowing]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
      'items.0.numbering.digits': numberingMessages.overflow('10,049', 4),
    });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, member.id))).toEqual([]);
  });

  it('keeps the numbering on the order and names the numbers printed on My page', async () => {
    const member = await createTestMember(t.app);
    const numbering = { start: '1001', digits: 5, prefix: 'No.', suffix: '' };
    const res = await postPurchase(t.app, member, purchaseBody({}, [numberingSeal({ numbering })]));
    expect(res.statusCode).toBe(200);
    const { purchaseId } = res.json<{ data: PurchaseData }>().data.purchase;

    const [order] = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
    expect(order?.item).toMatchObject({ numbering });

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${purchaseId}`,
      headers: member.headers,
    });
    const purchase = shown.json<{ data: Purchase }>().data;
    expect(purchase.orders[0]?.specification.lines).toContain('連番：No.01001〜No.01100（5桁）');
  });

  it('ignores a numbering sent with another product: it is neither asked for nor shown', async () => {
    const member = await createTestMember(t.app);
    const item = {
      productType: 'general',
      product: { id: 101 },
      sizeX: 50,
      sizeY: 50,
      num: 100,
      deliveryDateProduct: 5,
      adhesive: { id: 1, name: '' },
      format: { id: 1, name: '' },
      deliveryForm: { id: 1, name: '' },
      numbering: { start: 'x', digits: 1, prefix: '', suffix: '' },
    };
    const res = await postPurchase(t.app, member, purchaseBody({}, [item]));
    expect(res.statusCode).toBe(200);
    const { purchaseId } = res.json<{ data: PurchaseData }>().data.purchase;
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${purchaseId}`,
      headers: member.headers,
    });
    const lines = shown.json<{ data: Purchase }>().data.orders[0]?.specification.lines ?? [];
    expect(lines.some((line) => line.startsWith('連番'))).toBe(false);
  });
});
