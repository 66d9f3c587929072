// Requests Node's HTTP parser refuses before Fastify sees them (issue 14, point 3), sent as raw
// bytes to a listening server: each gets the shop's envelope in Japanese, never Node's or
// Fastify's default body, and never the request echoed.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

/**
 * Sends raw bytes and reads until the server closes the connection. A well-formed request keeps its
 * side open (`halfClose: false`): a client that ends its side at once may be dropped by Node before
 * an answer that waits on the database is written.
 */
function rawRequest(text: string, { halfClose = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => (halfClose ? socket.end(text) : socket.write(text)));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
}

const cases: [string, string, number, string][] = [
  [
    'a Content-Length that is not a number',
    'POST /api/v2/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    400,
    apiMessages.badRequest,
  ],
  [
    'chunked with a Content-Length',
    'POST /api/v2/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    400,
    apiMessages.badRequest,
  ],
  [
    'two different Content-Lengths',
    'POST /api/v2/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    400,
    apiMessages.badRequest,
  ],
  ['a broken request line', 'GET /api/v2/products HTTP/9.Q probe-text\r\n\r\n', 400, apiMessages.badRequest],
  [
    'headers over the size limit',
    `GET /api/v2/products HTTP/1.1\r\nHost: x\r\nX-Probe: ${'h'.repeat(20_000)}\r\n\r\n`,
    431,
    apiMessages.headersTooLarge,
  ],
];

describe('requests Node refuses', () => {
  for (const [name, request, status, message] of cases) {
    it(`answers ${name} with ${status} in the envelope`, async () => {
      const answer = parse(await rawRequest(request));
      expect(answer.status, answer.head).toBe(status);
      expect(answer.head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(answer.body)).toEqual({ message, errors: {} });
      expect(answer.body).not.toMatch(/probe-text|FST_|HPE_|Client Error/);
    });
  }

  it('still answers a good request on a new connection', async () => {
    const answer = parse(
      await rawRequest('GET /api/v2/holidays HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', {
        halfClose: false,
      }),
    );
    expect(answer.status).toBe(200);
  });
});
