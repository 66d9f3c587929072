import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the API envelope', () => {
  it('answers an unknown /api path with 404 and the Japanese envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: apiMessages.notFound, errors: {} });
  });

  it('answers a known path with the wrong method with 405', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/products' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ message: apiMessages.methodNotAllowed, errors: {} });
  });

  it('serves the OpenAPI description generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/products',
        '/api/v2/holidays',
        '/api/v2/shipping-dates',
        '/api/v2/info',
      ]),
    );
  });

  // The domain writes its schemas with zod/mini (decision 0671): the document still shows their
  // shapes, bounds and descriptions, for a request body and for an answer.
  it('documents the domain’s zod/mini schemas: a form body and an answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const text = JSON.stringify(doc.paths);
    // GET /holidays answers the domain's holidaysSchema, with its descriptions.
    expect(text).toContain('Epoch seconds of 00:00 Asia/Tokyo');
    // POST /login takes the domain's loginSchema (an e-mail and a password of at most 1024).
    const login = JSON.stringify(doc.paths['/api/v2/login']);
    expect(login).toContain('"email"');
    expect(login).toContain('"maxLength":1024');
    // GET /user answers the User of the domain, addresses and all.
    const user = JSON.stringify(doc.paths['/api/v2/user']);
    expect(user).toContain('holdingPoint');
    expect(user).toContain('Points held, one yen each');
  });

  it('redirects / to the app under /sp/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sp/');
  });
});

describe('log hygiene', () => {
  it('masks a password-reset token in logged URLs', async () => {
    const { maskSecretsInUrl } = await import('./app.ts');
    expect(maskSecretsInUrl('/api/v2/reset/abcDEF123_-x?x=1')).toBe('/api/v2/reset/***?x=1');
    expect(maskSecretsInUrl('/api/v2/products')).toBe('/api/v2/products');
  });
});
