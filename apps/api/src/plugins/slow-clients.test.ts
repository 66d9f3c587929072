// Slow clients (issue 14 point 8, decision 0616), on a listening server with short limits: a client
// that sends half a request and stalls is cut off (the test waits for the connection to close, no
// clock is read), while a whole request whose answer takes a while is still answered.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { loadConfig } from '../config.ts';

describe('the default limits', () => {
  it('cut a half-sent request off within 30 seconds', () => {
    const { headersMs, checkIntervalMs, idleMs, requestMs, keepAliveMs } = loadConfig({}).httpTimeouts;
    expect(headersMs + checkIntervalMs).toBeLessThanOrEqual(30_000);
    expect(idleMs).toBeLessThanOrEqual(30_000);
    // A 100 MB artwork file on a slow phone line still arrives whole.
    expect(requestMs).toBeGreaterThanOrEqual(600_000);
    expect(keepAliveMs).toBeLessThanOrEqual(headersMs);
  });
});

describe('a listening server with short limits', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { HTTP_HEADERS_TIMEOUT_S: '0.5', HTTP_IDLE_TIMEOUT_S: '0.3' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  /** Writes `text`, then sends nothing more and never ends its side; resolves with all it read once the server closes. */
  function stallAfter(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('cuts off a client that stops in the middle of its headers, with 408 and the envelope', async () => {
    const answer = await stallAfter('POST /api/v2/login HTTP/1.1\r\nHost: x\r\nContent-Ty');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body)).toEqual({ message: apiMessages.requestTimeout, errors: {} });
  });

  it('cuts off a client that stops in the middle of its body, and answers nothing', async () => {
    const body = JSON.stringify({ email: 'slow@example.jp', password: 'sticker2026' });
    const answer = await stallAfter(
      'POST /api/v2/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    expect(answer).toBe('');
  });

  it('answers a whole request however long the server works on it', async () => {
    // A login hashes a password (slower than the 0.3 s idle limit on a loaded machine), then answers.
    const body = JSON.stringify({ email: 'nobody@example.jp', password: 'wrong-password' });
    const answer = await stallAfter(
      'POST /api/v2/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
