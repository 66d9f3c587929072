// One call to a payment provider, whichever (the card's gateway, the virtual accounts'): form
// fields out, a JSON answer read by its schema back, within a time limit. Whatever happens on the
// wire becomes a failure with its reason; nothing throws.
import type { z } from 'zod';

/** The part of fetch a gateway uses, so that tests and the in-process stand-in can supply their own. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export type ProviderFailure = {
  ok: false;
  /**
   * timeout: no answer in time (the call may have taken effect); network: the provider could not
   * be reached; provider: it answered an HTTP error; answer: it answered something unreadable.
   */
  reason: 'timeout' | 'network' | 'provider' | 'answer';
  detail: string;
};
export type ProviderCall<TAnswer> = { ok: true; answer: TAnswer } | ProviderFailure;

export interface ProviderEndpoint {
  /** The provider's base URL, e.g. https://provider.example/api or `${publicUrl}/sandbox-pay`. */
  baseUrl: string;
  /** The whole call, answer body included. */
  timeoutMs: number;
  fetch?: FetchLike | undefined;
}

class TimeoutError extends Error {}

export async function postToProvider<TAnswer>(
  endpoint: ProviderEndpoint,
  path: string,
  fields: Record<string, string>,
  schema: z.ZodType<TAnswer>,
): Promise<ProviderCall<TAnswer>> {
  const fetchImpl: FetchLike = endpoint.fetch ?? ((url, init) => fetch(url, init));
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`no answer within ${endpoint.timeoutMs} ms`));
    }, endpoint.timeoutMs);
  });
  const exchange = (async () => {
    const response = await fetchImpl(`${endpoint.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      signal: controller.signal,
    });
    return { status: response.status, body: await response.text() };
  })();
  // The losing side of the race still settles later; its rejection is expected, not a crash.
  exchange.catch(() => undefined);
  try {
    const { status, body } = await Promise.race([exchange, timeout]);
    if (status < 200 || status >= 300) return { ok: false, reason: 'provider', detail: `HTTP ${status}` };
    const parsed = schema.safeParse(parseJson(body));
    if (!parsed.success)
      return { ok: false, reason: 'answer', detail: `unreadable answer: ${body.slice(0, 200)}` };
    return { ok: true, answer: parsed.data };
  } catch (error) {
    if (error instanceof TimeoutError) return { ok: false, reason: 'timeout', detail: error.message };
    return { ok: false, reason: 'network', detail: error instanceof Error ? describe(error) : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Node's fetch hides the socket error (ECONNREFUSED…) in `cause`; the logs need it.
function describe(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
