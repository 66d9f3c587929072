// Calls to /api/admin: the session cookie goes by itself (same origin, SameSite=Strict); every
// change carries the session's CSRF token (decision 0731). Answers are read with the domain's
// schemas; failures become the shop's ApiError, so the shop's form helpers place their messages.
import { z } from 'zod/mini';
import { readErrorEnvelope } from '@shop/domain/error-envelope';
import { apiMessages, noticeMessages } from '@shop/domain/notices';
import { ApiError } from '~/lib/api-error';
import { ADMIN_API } from '@admin/config/paths';

let csrfToken = '';

/** The session's CSRF token, from the login's answer or GET /session. */
export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

/** Listeners told when the server says the session is over (idle timeout, logout elsewhere). */
const sessionLostListeners = new Set<() => void>();
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function adminRequest<T extends z.core.$ZodType>(
  method: Method,
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // FormData goes as multipart: the browser writes the content type with its boundary.
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken }),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, noticeMessages.connectionFailed);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && path !== '/login' && path !== '/session') {
      for (const listener of sessionLostListeners) listener();
    }
    const { message, errors } = readErrorEnvelope(response.status, json);
    throw new ApiError(response.status, message, errors);
  }
  const data: unknown = (json as { data?: unknown } | null)?.data;
  const answer = z.safeParse(schema, data);
  if (!answer.success) throw new ApiError(response.status, apiMessages.internal);
  return answer.data;
}
