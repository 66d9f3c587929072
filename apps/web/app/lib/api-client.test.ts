import { apiMessages } from '@shop/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, clientMessages, unwrapEnvelope } from './api-client';
import { ApiError, isApiError } from './api-error';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('unwrapEnvelope', () => {
  it('returns `data` of a successful answer', async () => {
    await expect(unwrapEnvelope(json({ data: [{ id: 1 }] }))).resolves.toEqual([{ id: 1 }]);
    await expect(unwrapEnvelope(json({ data: null }))).resolves.toBeNull();
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(unwrapEnvelope(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });

  it('rejects a 200 that is not an envelope', async () => {
    const error = await caught(unwrapEnvelope(json([1, 2, 3])));
    expect(error.status).toBe(200);
    expect(error.message).toBe(clientMessages.invalidResponse);
  });

  it('throws ApiError with the status, message and field errors of a failure', async () => {
    const error = await caught(
      unwrapEnvelope(
        json(
          {
            message: '入力内容に誤りがあります。ご確認ください',
            errors: { email: 'メールアドレスの形式が正しくありません', ignored: 42 },
          },
          400,
        ),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('入力内容に誤りがあります。ご確認ください');
    expect(error.errors).toEqual({ email: 'メールアドレスの形式が正しくありません' });
  });

  it.each([
    [401, apiMessages.unauthorized],
    [404, apiMessages.notFound],
    [409, apiMessages.conflict],
    [413, apiMessages.payloadTooLarge],
    [429, apiMessages.tooManyRequests],
    [500, apiMessages.internal],
    [502, apiMessages.internal],
  ])('uses the catalogue message for %i when the body has none', async (status, message) => {
    const error = await caught(unwrapEnvelope(new Response('<html>proxy error</html>', { status })));
    expect(error).toMatchObject({ status, message, errors: {} });
  });
});

describe('createApiClient', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls /api/v2 with the bearer token when one is stored', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json({ data: { ok: true } }));
    const client = createApiClient({ fetch, getToken: () => 'secret-token' });
    await expect(client.get('/user')).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v2/user');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json({ data: [] }));
    const client = createApiClient({ fetch, getToken: () => null });
    await client.get('/holidays');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('asks for the public catalogue without the member token, so the worker may keep it (0813)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(json({ data: [] })));
    const client = createApiClient({ fetch, getToken: () => 'secret-token' });
    await client.get('/products', { anonymous: true });
    await client.get('/user');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it('reads the token from local storage key `token` by default', async () => {
    localStorage.setItem('token', 'stored');
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json({ data: 1 }));
    await createApiClient({ fetch }).get('/check-login');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer stored');
    localStorage.removeItem('token');
  });

  it('sends a body as JSON and FormData as is', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(() => Promise.resolve(json({ data: 'ok' })));
    const client = createApiClient({ fetch, getToken: () => null });
    await client.post('/login', { email: 'a@example.jp', password: 'x' });
    const form = new FormData();
    form.set('order_id', '1');
    await client.post('/upload', form);
    const [, jsonInit] = fetch.mock.calls[0]!;
    expect(jsonInit?.method).toBe('POST');
    expect(jsonInit?.body).toBe('{"email":"a@example.jp","password":"x"}');
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');
    const [, formInit] = fetch.mock.calls[1]!;
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).has('Content-Type')).toBe(false);
  });

  it('lets at most 5 calls start per 250 ms and answers all of them', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(() => Promise.resolve(json({ data: 'ok' })));
    const client = createApiClient({ fetch, getToken: () => null });
    const calls = Array.from({ length: 7 }, () => client.get('/products'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(250);
    expect(fetch).toHaveBeenCalledTimes(7);
    await expect(Promise.all(calls)).resolves.toHaveLength(7);
  });

  it('retries a GET whose request failed on the network, then succeeds', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ data: ['news'] }));
    const client = createApiClient({ fetch, getToken: () => null, retryDelaysMs: [500, 1500] });
    const result = client.get('/info');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(['news']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last retry with a network ApiError (status 0)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient({ fetch, getToken: () => null, retryDelaysMs: [500, 1500] });
    const result = caught(client.get('/info'));
    await vi.advanceTimersByTimeAsync(2000);
    const error = await result;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ status: 0, message: clientMessages.network, isNetworkError: true });
  });

  it('never resends a POST (it may have reached the server)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient({ fetch, getToken: () => null });
    const error = await caught(client.post('/purchase', {}));
    expect(error.status).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry an answered failure such as 500', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json({ message: 'エラー' }, 500));
    const client = createApiClient({ fetch, getToken: () => null });
    const error = await caught(client.get('/products'));
    expect(error).toMatchObject({ status: 500, message: 'エラー' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the caller aborts', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient({ fetch, getToken: () => null });
    const controller = new AbortController();
    const result = client.get('/products', { signal: controller.signal });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const error = await settled;
    expect(isApiError(error)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
