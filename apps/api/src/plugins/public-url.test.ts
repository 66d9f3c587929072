// Decision 0653: links that bring the customer back follow the address the request came to on
// `npm start` without PUBLIC_URL, and only there.
import { describe, expect, it } from 'vitest';
import { publicUrlFor } from './public-url.ts';

const unset = { publicUrl: 'http://localhost:3000', publicUrlIsSet: false, appEnv: 'development' as const };
const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

describe('publicUrlFor', () => {
  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['shop.test', 'http://shop.test'],
  ])('in development without PUBLIC_URL, a request to %s links to %s', (host, expected) => {
    expect(publicUrlFor(unset, request(host))).toBe(expected);
  });

  it.each([
    ['a path', 'evil.example/x'],
    ['a user part', 'user@evil.example'],
    ['markup', '<script>'],
    ['nothing', ''],
  ])('never puts a Host header with %s into a link', (_, host) => {
    expect(publicUrlFor(unset, request(host))).toBe('http://localhost:3000');
  });

  it('keeps PUBLIC_URL when it is set', () => {
    const set = { ...unset, publicUrl: 'https://shop.example.jp', publicUrlIsSet: true };
    expect(publicUrlFor(set, request('127.0.0.1:3000'))).toBe('https://shop.example.jp');
  });

  it.each(['production', 'staging', 'test'] as const)('never trusts the Host header in %s', (appEnv) => {
    expect(publicUrlFor({ ...unset, appEnv }, request('evil.example', 'https'))).toBe(
      'http://localhost:3000',
    );
  });
});
