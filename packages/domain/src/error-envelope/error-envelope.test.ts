import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../messages/notices.ts';
import { errorEnvelope, messageForStatus, readErrorEnvelope } from './error-envelope.ts';

describe('messageForStatus', () => {
  it.each([
    [400, apiMessages.badRequest],
    [401, apiMessages.unauthorized],
    [404, apiMessages.notFound],
    [405, apiMessages.methodNotAllowed],
    [413, apiMessages.payloadTooLarge],
    [414, apiMessages.uriTooLong],
    [429, apiMessages.tooManyRequests],
    [431, apiMessages.headersTooLarge],
    [410, apiMessages.badRequest],
    [500, apiMessages.internal],
    [502, apiMessages.internal],
  ])('%i says %s', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });
});

describe('readErrorEnvelope', () => {
  it('keeps the message and the field messages that are text', () => {
    expect(
      readErrorEnvelope(400, {
        message: '入力内容をご確認ください',
        errors: { email: '形式が違います', n: 42 },
      }),
    ).toEqual({ message: '入力内容をご確認ください', errors: { email: '形式が違います' } });
  });

  it('keeps a field named __proto__ as a plain field, never as the prototype', () => {
    const body: unknown = JSON.parse('{"message":"x","errors":{"__proto__":"y","email":"z"}}');
    const read = readErrorEnvelope(400, body);
    expect(Object.entries(read.errors)).toEqual([
      ['__proto__', 'y'],
      ['email', 'z'],
    ]);
    expect(Object.getPrototypeOf(read.errors)).toBe(Object.prototype);
  });

  it('gives the status its message when the body says none', () => {
    expect(readErrorEnvelope(502, '<html>proxy error</html>')).toEqual(errorEnvelope(apiMessages.internal));
    expect(readErrorEnvelope(404, { message: '' })).toEqual(errorEnvelope(apiMessages.notFound));
    expect(readErrorEnvelope(429, [1, 2])).toEqual(errorEnvelope(apiMessages.tooManyRequests));
  });

  it('reads back every envelope the API builds, and always has text to show', () => {
    const text = fc.string({ minLength: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        text,
        fc.dictionary(text, text),
        (status, message, errors) => {
          expect(readErrorEnvelope(status, errorEnvelope(message, errors))).toEqual({ message, errors });
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.anything(), (status, body) => {
        expect(readErrorEnvelope(status, body).message).not.toBe('');
      }),
    );
  });
});
