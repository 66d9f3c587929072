// One reading of a multipart parser's failures for both multipart routes (/upload and
// /request-estimate): a body the parser cannot read is the client's fault (400), never a 500.
import { apiMessages } from '@shop/domain/messages';
import { badRequest, type HttpError } from './http-error.ts';

// busboy throws plain Errors; these are its words for a body it cannot read (a missing, empty or
// over-long boundary, or data cut off before the closing boundary).
const BUSBOY_MALFORMED = [
  'Multipart: Boundary not found',
  'Boundary required',
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'The needle cannot be an empty String/Buffer.',
  'The needle cannot have a length bigger than 256.',
];

// @fastify/multipart's own codes for the same: not multipart at all, a __proto__ field name, a
// connection closed mid-body.
const MULTIPART_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
]);

/** The 400 for a multipart body that cannot be read, or null when `error` is something else. */
export function malformedMultipart(error: unknown, field = '_'): HttpError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  const unreadable =
    (typeof code === 'string' && MULTIPART_CODES.has(code)) ||
    (code === undefined && BUSBOY_MALFORMED.some((words) => error.message.includes(words)));
  return unreadable
    ? badRequest({ [field]: apiMessages.malformedMultipart }, apiMessages.malformedMultipart)
    : null;
}
