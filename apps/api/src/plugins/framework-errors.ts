// The errors Fastify and Node's HTTP parser answer before any route or error handler runs (a URL
// that cannot be decoded, a parameter over the router's limit, a request line or headers Node
// cannot parse, a client that stops sending): answered in the shop's {message, errors} envelope in
// Japanese like every other refusal, without Fastify's codes and without echoing the request.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@shop/domain/messages';
import { errorEnvelope } from '@shop/domain/error-envelope';

/** Fastify's `frameworkErrors` option: the router's refusals. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorEnvelope(apiMessages.uriTooLong));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorEnvelope(apiMessages.badUrl));
  } else {
    reply.log.error({ err: error }, 'framework error');
    void reply.status(500).send(errorEnvelope(apiMessages.internal));
  }
}

/** Node's refusals, by the code of its parser or timer. */
function clientErrorAnswer(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: apiMessages.requestTimeout };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: apiMessages.headersTooLarge };
    case 'HPE_URI_TOO_LONG':
      return { status: 414, reason: 'URI Too Long', message: apiMessages.uriTooLong };
    default:
      return { status: 400, reason: 'Bad Request', message: apiMessages.badRequest };
  }
}

/**
 * Fastify's `clientErrorHandler` option: a request Node could not parse (a bad Content-Length,
 * chunked with a length, a broken request line) or one that took too long to arrive. The socket is
 * then closed, as Node does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify(errorEnvelope(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
