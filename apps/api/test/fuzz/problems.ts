// What a bad request's answer must not be: a 5xx, a refusal outside the envelope, a leak of the
// server's insides.
import type { LightMyRequestResponse as Response } from 'fastify';

/** Text that only an internal error carries: stacks, Fastify's codes, SQL and its drivers. */
const INTERNALS =
  /FST_ERR|ERR_[A-Z_]{4,}|\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|syntax error|violates|pglite|postgres|drizzle|zod|stack/i;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

export function problemOf(response: Response): string | null {
  const status = response.statusCode;
  const body = response.body.slice(0, 300);
  if (status >= 500) return `answered ${status}: ${body}`;
  if (INTERNALS.test(response.body)) return `answered ${status} with internal text: ${body}`;
  if (status < 400) return null;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `answered ${status} as ${String(response.headers['content-type'])}: ${body}`;
  }
  let answer: unknown;
  try {
    answer = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON: ${body}`;
  }
  if (!isEnvelope(answer)) return `answered ${status} outside the {message, errors} envelope: ${body}`;
  if (!JAPANESE.test(answer.message)) return `answered ${status} with a message not in Japanese: ${body}`;
  return null;
}

function isEnvelope(value: unknown): value is { message: string; errors: Record<string, string> } {
  if (typeof value !== 'object' || value === null) return false;
  const { message, errors } = value as { message?: unknown; errors?: unknown };
  return (
    typeof message === 'string' &&
    message.length > 0 &&
    typeof errors === 'object' &&
    errors !== null &&
    !Array.isArray(errors) &&
    Object.values(errors).every((text) => typeof text === 'string')
  );
}
