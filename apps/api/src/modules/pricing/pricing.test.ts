import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, formMessages, noticeMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { sampleWireItem } from './sample-wire-items.ts';
import { choice, whitePp } from '../../../test/items.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/v2/calcprice', () => {
  it('prices the item with the shared engine, amounts tax included', async () => {
    const res = await post('/api/v2/calcprice', whitePp());
    expect(res.statusCode).toBe(200);
    const { detail, cartItem, order } = res.json<{
      data: {
        detail: Record<string, unknown>;
        cartItem: Record<string, unknown>;
        order: Record<string, unknown>;
      };
    }>().data;
    expect(detail).toMatchObject({
      amountProduct: 2530,
      amountOption: 0,
      amountTotal: 2530,
      tax: 230,
      point: 25,
    });
    expect(cartItem).toMatchObject({ amountTotal: 2530, num: 100 });
    expect(order).toMatchObject({ productId: 101, amountTotal: 2530 });
    for (const field of [
      'adhesive',
      'amountOption',
      'amountProduct',
      'amountTotal',
      'backSide',
      'cutlineService',
      'cutpath',
      'deliveryForm',
      'halfcut',
      'lamination',
      'product',
      'sendCopy',
      'sizeName',
      'slit',
      'whiteInk',
      'whitedataService',
      'point',
      'individualPackaging',
      'ondemandFoil',
    ]) {
      expect(detail).toHaveProperty(field);
    }
  });

  it('never trusts the amounts the client sent', async () => {
    const res = await post('/api/v2/calcprice', whitePp({ amountTotal: 1, amountProduct: 1 }));
    expect(res.json<{ data: { detail: { amountTotal: number } } }>().data.detail.amountTotal).toBe(2530);
  });

  it('accepts estimate and estimateData as JSON strings, as the spec sends them', async () => {
    const res = await post('/api/v2/calcprice', whitePp({ estimate: 'null', estimateData: 'null' }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a quantity that is not offered', { num: 7 }, 'num'],
    ['a size beyond the limits', { sizeX: 5000, sizeY: 5000 }, 'size'],
    ['an option the product does not offer', { adhesive: choice(999) }, 'adhesive'],
  ])('refuses %s with 422, the cannot-order message and the field', async (_name, facts, field) => {
    const res = await post('/api/v2/calcprice', whitePp(facts));
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe(noticeMessages.cannotOrder);
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('refuses an unknown product with 422', async () => {
    const res = await post('/api/v2/calcprice', whitePp({ product: { id: 99999 } }));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors.product).toBe(apiMessages.notFound);
  });

  it.each([
    ['a negative size', { sizeX: -3 }, 'sizeX', formMessages.tooSmall],
    ['a size that is text', { sizeX: 'abc' }, 'sizeX', formMessages.integerNeeded],
    ['a fractional quantity', { num: 1.5 }, 'num', formMessages.integerNeeded],
    ['a missing product', { product: undefined }, 'product', formMessages.required],
  ])('answers %s with 400 and the field message', async (_name, facts, field, message) => {
    const res = await post('/api/v2/calcprice', whitePp(facts));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe(apiMessages.badRequest);
    expect(body.errors[field]).toBe(message);
  });

  describe('the whole item, as the web app sends it', () => {
    const webItem = () =>
      sampleWireItem({
        productId: 101,
        sizeX: 50,
        sizeY: 50,
        num: 100,
        days: 5,
        options: { adhesive: 1, format: 1, deliveryForm: 1 },
      });

    it('prices it as the bare item and echoes it in cartItem with the charged fields', async () => {
      const res = await post('/api/v2/calcprice', webItem());
      expect(res.statusCode).toBe(200);
      const { detail, cartItem } = res.json<{
        data: { detail: Record<string, unknown>; cartItem: Record<string, unknown> };
      }>().data;
      expect(detail).toMatchObject({ amountProduct: 2530, amountTotal: 2530, tax: 230, point: 25 });
      const { estimate: _estimate, estimateData: _estimateData, ...sent } = webItem();
      expect(cartItem).toEqual({ ...sent, estimate: null, estimateData: null, size: 2, amountTotal: 2530 });
    });

    it.each([
      ['a negative size', { sizeX: -3 }, 'sizeX', formMessages.tooSmall],
      ['a size that is text', { sizeX: 'abc' }, 'sizeX', formMessages.integerNeeded],
      ['a fractional quantity', { num: 1.5 }, 'num', formMessages.integerNeeded],
      ['a missing product', { product: undefined }, 'product', formMessages.required],
    ])('answers %s with the same 400 and field message', async (_name, facts, field, message) => {
      const res = await post('/api/v2/calcprice', { ...webItem(), ...facts });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.message).toBe(apiMessages.badRequest);
      expect(body.errors[field]).toBe(message);
    });

    it('answers a bad progress entry with 400 and the field path', async () => {
      const item = webItem();
      const progress = { ...(item.progress as object), size: { active: 'yes' } };
      const res = await post('/api/v2/calcprice', { ...item, progress });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toContain(
        'progress.size.active',
      );
    });
  });

  it('answers a malformed JSON body with 400 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/calcprice',
      headers: { 'content-type': 'application/json' },
      payload: '{"product": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: apiMessages.malformedJson, errors: {} });
  });

  it('prices an estimate item only from an estimate the shop issued', async () => {
    const res = await post('/api/v2/calcprice', {
      type: 'estimate',
      productType: 'estimate',
      product: { id: 159 },
      num: 1,
      estimate: JSON.stringify({
        id: 1,
        createdAt: '2026-11-01T00:00:00Z',
        updatedAt: '2026-11-01T00:00:00Z',
        deletedAt: null,
        email: 'a@example.jp',
        estimateNumber: 'E-NOT-ISSUED',
        estimateFrom: null,
        status: 1,
        title: '偽の見積',
        request: {},
        response: { children: [{ no: 1, amountWithTax: 1 }] },
      }),
      estimateData: JSON.stringify({ no: 1 }),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('lookups', () => {
  it('POST /api/v2/size gives the size class, 0 when the size is not valid', async () => {
    const ok = await post('/api/v2/size', whitePp());
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ data: number }>().data).toBeGreaterThan(0);
    const tooBig = await post('/api/v2/size', whitePp({ sizeX: 5000, sizeY: 5000 }));
    expect(tooBig.json<{ data: number }>().data).toBe(0);
  });

  it('POST /api/v2/nums gives the enabled quantities of each item', async () => {
    const res = await post('/api/v2/nums', [whitePp(), whitePp({ sizeX: 20, sizeY: 20 })]);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; nums: number[]; sizeName: string }[] }>();
    expect(data).toHaveLength(2);
    expect(data[0]!.nums).toContain(100);
    expect(data[0]!.sizeName).not.toBe('');
  });

  it('POST /api/v2/shape gives the shape with its name and seal size', async () => {
    const res = await post('/api/v2/shape', {
      productType: 'numbering',
      product: { id: 401 },
      shape: { id: 1, name: '', sealSize: 0 },
    });
    expect(res.statusCode).toBe(200);
    const shape = res.json<{ data: { name: string; sealSize: number } }>().data;
    expect(shape.name).not.toBe('');
    expect(shape.sealSize).toBeGreaterThan(0);
    const unknown = await post('/api/v2/shape', {
      productType: 'numbering',
      product: { id: 401 },
      shape: { id: 999, name: '', sealSize: 0 },
    });
    expect(unknown.statusCode).toBe(422);
  });
});
