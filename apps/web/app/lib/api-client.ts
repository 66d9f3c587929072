// The one way the web app talks to `/api/v2/*`: bearer token, the spec's rate limit (5 calls
// starting per 250 ms, queued), the `{ data }` / `{ message, errors }` envelope, and retries of
// idempotent GETs when the network (not the server) failed. Decision 0204.
import { readErrorEnvelope } from '@shop/domain/error-envelope';
import { ApiError } from './api-error';
import { createRateLimitedQueue, type RateLimitedQueue } from './rate-limited-queue';
import { tokenStorage } from './storage';

export const API_BASE = '/api/v2';
export const RATE_LIMIT = { limit: 5, windowMs: 250 } as const;
/** Waits before the 2nd and 3rd attempt of a GET whose request never got an answer. */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

export const clientMessages = {
  network: '通信できませんでした。電波の良い場所で、もう一度お試しください',
  invalidResponse: 'サーバーからの応答を読み取れませんでした。時間をおいて再度お試しください',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sent without the member's token: the public catalogue, the same for everyone, which the
   * service worker keeps only from requests that carry none (decision 0813).
   */
  anonymous?: boolean;
}

export interface ApiClient {
  /** Calls `API_BASE + path` and resolves with the envelope's `data` (undefined for 204). */
  request(path: string, options?: ApiRequestOptions): Promise<unknown>;
  get(path: string, options?: { signal?: AbortSignal; anonymous?: boolean }): Promise<unknown>;
  post(path: string, body?: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
  put(path: string, body?: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
  delete(path: string, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => string | null;
  queue?: RateLimitedQueue;
  retryDelaysMs?: readonly number[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Opens the envelope: `{ data }` on success; on failure throws an ApiError carrying the status and
 * the server's `{ message, errors }` (or the catalogue's default text for the status).
 */
export async function unwrapEnvelope(response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (response.ok) {
    if (response.status === 204 || body === undefined) return undefined;
    if (isRecord(body) && 'data' in body) return body.data;
    throw new ApiError(response.status, clientMessages.invalidResponse);
  }
  const { message, errors } = readErrorEnvelope(response.status, body);
  throw new ApiError(response.status, message, errors);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE;
  const getToken = options.getToken ?? tokenStorage.get;
  const queue = options.queue ?? createRateLimitedQueue(RATE_LIMIT);
  const retryDelaysMs = options.retryDelaysMs ?? NETWORK_RETRY_DELAYS_MS;
  // Looked up per call so that tests (and polyfills) that replace global fetch are honoured.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function request(path: string, { method = 'GET', body, signal, anonymous }: ApiRequestOptions = {}) {
    const headers = new Headers({ Accept: 'application/json' });
    const token = anonymous ? null : getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    // Only a GET is safe to send twice; a POST that may have reached the server is not resent.
    const maxAttempts = method === 'GET' ? retryDelaysMs.length + 1 : 1;

    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await queue.schedule(() => doFetch(url, { method, headers, body: payload, signal }));
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        if (attempt >= maxAttempts) throw new ApiError(0, clientMessages.network);
        await wait(retryDelaysMs[attempt - 1] ?? 0, signal);
        continue;
      }
      return unwrapEnvelope(response);
    }
  }

  return {
    request,
    get: (path, opts) => request(path, { method: 'GET', signal: opts?.signal, anonymous: opts?.anonymous }),
    post: (path, body, opts) => request(path, { method: 'POST', body, signal: opts?.signal }),
    put: (path, body, opts) => request(path, { method: 'PUT', body, signal: opts?.signal }),
    delete: (path, opts) => request(path, { method: 'DELETE', signal: opts?.signal }),
  };
}

/** The app's shared client: one queue for every call, so the limit holds across features. */
export const apiClient: ApiClient = createApiClient();
