// The failure half of the API's envelope (ARCHITECTURE.md): `{ message, errors }` with the HTTP
// status. The API builds it and the app and back office read it with this one module, so the shape
// and the text a status falls back to are written once. No zod here: every page's API client loads
// it (decision 0563 keeps that first view small).
import { apiMessages } from '../messages/notices.ts';

/** Field name → Japanese message, for the form to show under that field. */
export type FieldErrors = Record<string, string>;

export interface ErrorEnvelope {
  /** What the customer reads: what happened and what to do next. */
  message: string;
  /** Per-field messages; empty when the refusal is not about a field. */
  errors: FieldErrors;
}

export function errorEnvelope(message: string, errors: FieldErrors = {}): ErrorEnvelope {
  return { message, errors };
}

const statusMessages: Partial<Record<number, string>> = {
  400: apiMessages.badRequest,
  401: apiMessages.unauthorized,
  403: apiMessages.forbidden,
  404: apiMessages.notFound,
  405: apiMessages.methodNotAllowed,
  408: apiMessages.requestTimeout,
  409: apiMessages.conflict,
  413: apiMessages.payloadTooLarge,
  414: apiMessages.uriTooLong,
  415: apiMessages.unsupportedMediaType,
  422: apiMessages.unprocessable,
  429: apiMessages.tooManyRequests,
  431: apiMessages.headersTooLarge,
};

/**
 * The message of a status when nothing more precise was said: the API's answer to a refusal of
 * Fastify's own, the app's text for a proxy's HTML page. Another 4xx is still the customer's
 * request to look at; everything else is ours.
 */
export function messageForStatus(status: number): string {
  return (
    statusMessages[status] ?? (status >= 400 && status < 500 ? apiMessages.badRequest : apiMessages.internal)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A failed answer's body as the envelope it should be. Whatever is not (a proxy's HTML page, a
 * field message that is not text) gives way to the status's message and is left out, so a screen
 * always has polite Japanese to show.
 */
export function readErrorEnvelope(status: number, body: unknown): ErrorEnvelope {
  if (!isRecord(body)) return errorEnvelope(messageForStatus(status));
  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : messageForStatus(status);
  // Built from entries rather than by assignment, so a field named `__proto__` stays a plain field
  // and never reaches the object's prototype.
  const errors: FieldErrors = isRecord(body.errors)
    ? Object.fromEntries(
        Object.entries(body.errors).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};
  return errorEnvelope(message, errors);
}
