// Generates bad requests for one operation of the OpenAPI document: a plausible request broken in
// one way (a hostile value in one field, a field missing or added, a body that is not what the
// route reads, a bad path or query value, a bad header), as an attacker's probe would send them.
import fc from 'fast-check';
import { exampleValue, pathsOf, withValueAt, type Json } from './example-value.ts';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';

export interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** Who sends it: the operation's member, nobody, or a forged token. */
  sender: 'member' | 'visitor' | 'forged';
  /** What was broken, for the failure message. */
  broken: string;
}

const DEPTH = 3000;
const deepArray = (): Json => JSON.parse(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`) as Json;
const deepObject = (): Json => JSON.parse(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`) as Json;

/** Strings an attacker tries first: NUL, lone surrogates, huge, injection, control and bidi text. */
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  'a'.repeat(100_000),
  '𠮷'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '%00',
  '../../../etc/passwd',
  '\u202eevil',
  '\r\n\t\u0007',
  '1e309',
  'NaN',
  '-1',
  'null',
  '{"a":1}',
  '\ufeff',
  'ｱｲｳｴｵ',
];

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...hostileStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom<Json>(-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 63)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<Json>(null, true, false, [], {}, [null], { '': '' }),
  fc.constant(null).map(deepArray),
  fc.constant(null).map(deepObject),
  fc.constant(null).map((): Json => Array.from({ length: 20_000 }, () => 1)),
  fc
    .constant(null)
    .map((): Json => JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}') as Json),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** Raw URL text for a path or query value: bad percent-encoding, encoded NUL and surrogates, huge. */
const hostileUrlText = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999999',
    'abc',
    '%00',
    '%ZZ',
    '%',
    '%E3%81',
    '%ED%A0%80',
    '%C0%AF',
    '..%2F..%2Fetc',
    '%2e%2e',
    'a'.repeat(5000),
    '%F0%A0%AE%B7',
    '%20',
    'null',
    '[]',
    '%0d%0aSet-Cookie:%20x=1',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map(encodeURIComponent),
);

const rawJsonBodies = [
  '',
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  `${'['.repeat(100_000)}`,
  '{"a":1e999999}',
];

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

/** Multipart bodies broken the ways a probe breaks them. */
const brokenMultipart = fc.constantFrom<{ type: string; body: string }>(
  {
    type: 'multipart/form-data',
    body: `--${BOUNDARY}\r\n\r\nno boundary in the header\r\n--${BOUNDARY}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: '--otherboundary\r\ncontent\r\n--otherboundary--\r\n',
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{"truncat`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
  },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}--\r\n` },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{"name":"\\u0000"}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="order_id"\r\n\r\n\u0000\r\n--${BOUNDARY}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="\u0000../../x.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload="alert(1)"/>\r\n--${BOUNDARY}--\r\n`,
  },
  { type: 'multipart/form-data; boundary=', body: '--\r\n\r\n--' },
  { type: 'multipart/mixed; boundary=x', body: '--x\r\n\r\nhello\r\n--x--' },
);

const otherContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/json;;;',
  'garbage',
];

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? '1');
}

function exampleText(parameter: Parameter): string {
  const value = exampleValue(parameter.schema ?? {});
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function urlOf(operation: Operation, pathValues: Record<string, string> = {}, query = ''): string {
  const defaults: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') defaults[parameter.name] = exampleText(parameter);
  }
  const path = fillPath(operation.path, { ...defaults, ...pathValues });
  return query === '' ? path : `${path}?${query}`;
}

type Shape = Pick<BadRequest, 'url' | 'headers' | 'payload' | 'broken'>;

/** The body the document describes, broken at one place. */
function brokenJsonBody(operation: Operation, schema: JsonSchema, type: string): fc.Arbitrary<Shape> {
  const skeleton = exampleValue(schema);
  const paths = pathsOf(skeleton);
  const url = urlOf(operation);
  const headers = { 'content-type': type };
  const replaced = fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]): Shape => ({
    url,
    headers,
    payload: serialise(withValueAt(skeleton, path, value), type),
    broken: `body at ${path.join('.') || '(root)'}`,
  }));
  const removed = fc.constantFrom(...paths).map((path): Shape => ({
    url,
    headers,
    payload: serialise(withValueAt(skeleton, path, undefined), type),
    broken: `body without ${path.join('.') || '(root)'}`,
  }));
  const raw = fc.constantFrom(...rawJsonBodies).map((payload): Shape => ({
    url,
    headers: { 'content-type': 'application/json' },
    payload,
    broken: 'raw JSON',
  }));
  return fc.oneof(
    { arbitrary: replaced, weight: 5 },
    { arbitrary: removed, weight: 2 },
    { arbitrary: raw, weight: 2 },
  );
}

function serialise(value: Json, type: string): string {
  if (!type.includes('x-www-form-urlencoded')) return JSON.stringify(value);
  const form = new URLSearchParams();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form.toString();
}

/** A body the route does not read: another media type, or multipart broken in some way. */
function wrongBody(operation: Operation): fc.Arbitrary<Shape> {
  const url = urlOf(operation);
  const plain = fc
    .tuple(fc.constantFrom(...otherContentTypes), fc.constantFrom('{"a":1}', 'a=1&b=%00', '\u0000\u0001', ''))
    .map(([type, payload]): Shape => ({
      url,
      headers: { 'content-type': type },
      payload,
      broken: `a ${type} body`,
    }));
  const multipart = brokenMultipart.map(({ type, body }): Shape => ({
    url,
    headers: { 'content-type': type },
    payload: body,
    broken: 'broken multipart',
  }));
  return fc.oneof(plain, multipart);
}

function badParameter(operation: Operation): fc.Arbitrary<Shape> | null {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const badPath =
    pathParameters.length === 0
      ? null
      : fc.tuple(fc.constantFrom(...pathParameters), hostileUrlText).map(([parameter, text]): Shape => ({
          url: urlOf(operation, { [parameter.name]: text }),
          headers: {},
          broken: `path ${parameter.name}=${text.slice(0, 40)}`,
        }));
  const badQuery = fc
    .tuple(fc.constantFrom(...queryNames, 'x', '__proto__'), hostileUrlText, fc.boolean())
    .map(([name, text, twice]): Shape => {
      const pair = `${name}=${text}`;
      return {
        url: urlOf(operation, {}, twice ? `${pair}&${pair}` : pair),
        headers: {},
        broken: `query ${name}=${text.slice(0, 40)}${twice ? ' twice' : ''}`,
      };
    });
  return badPath ? fc.oneof(badPath, badQuery) : badQuery;
}

function badHeaders(operation: Operation): fc.Arbitrary<Shape> {
  const url = urlOf(operation);
  return fc
    .constantFrom<Record<string, string>>(
      { 'idempotency-key': '' },
      { 'idempotency-key': 'x'.repeat(5000) },
      { 'idempotency-key': 'short' },
      { accept: 'text/html' },
      { 'accept-encoding': 'gzip;q=x, br;q=-1, *' },
      { 'content-type': 'application/json' },
      { 'content-length': '0' },
      { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
      { origin: 'https://evil.example' },
    )
    .map((headers): Shape => ({ url, headers, broken: `headers ${JSON.stringify(headers).slice(0, 60)}` }));
}

/** Any bad request for the operation, sent by its member, a visitor or a forged token. */
export function badRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  const shapes: fc.Arbitrary<Shape>[] = [badHeaders(operation)];
  const bodyTypes = Object.entries(operation.bodies);
  for (const [type, schema] of bodyTypes) shapes.push(brokenJsonBody(operation, schema, type));
  if (operation.method !== 'GET' && operation.method !== 'DELETE') shapes.push(wrongBody(operation));
  const parameter = badParameter(operation);
  if (parameter) shapes.push(parameter);
  const sender = operation.needsMember
    ? fc.constantFrom<BadRequest['sender']>('member', 'member', 'member', 'visitor', 'forged')
    : fc.constantFrom<BadRequest['sender']>('visitor', 'visitor', 'member', 'forged');
  return fc.tuple(fc.oneof(...shapes), sender, fc.ipV4()).map(([shape, who, remoteAddress]) => ({
    method: operation.method,
    ...shape,
    sender: who,
    remoteAddress,
  }));
}
