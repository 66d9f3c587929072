// TRUST_PROXY (issue 14 point 5, decision 0614): a client's own X-Forwarded-For never changes the
// address the per-address limits count, unless the request came through a configured proxy.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { ConfigError, loadConfig } from './config.ts';
import { contactMessages, loginAttempts } from './db/schema.ts';
import { LOGIN_LIMITS, emailKeyOf, throttleTiming } from './modules/auth/login-throttle.ts';
import { createTestMember } from './modules/auth/test-member.ts';
import { REQUEST_RATE_LIMIT } from './modules/requests/routes.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it.each([undefined, '', 'false', 'off', '0'])('trusts nothing for %j', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  const trusts = (value: string) => {
    const setting = parseTrustProxy(value);
    if (setting === false || setting instanceof Error) throw new Error(`${value} trusts nothing`);
    return setting;
  };

  it('reads a hop count as that many proxies on the shop’s own network, nearest first', () => {
    const twoHops = trusts('2');
    expect([twoHops('10.0.0.1', 0), twoHops('192.168.1.5', 1), twoHops('::1', 0)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(twoHops('10.0.0.1', 2)).toBe(false);
    expect(twoHops('203.0.113.1', 0)).toBe(false);
  });

  it('reads a list of addresses and CIDR ranges as exactly those proxies', () => {
    const listed = trusts('10.0.0.0/8, 192.168.1.10,fd00::/8');
    expect([listed('10.1.2.3', 0), listed('192.168.1.10', 3), listed('fd00::1', 0)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([listed('192.168.1.11', 0), listed('203.0.113.1', 0)]).toEqual([false, false]);
  });

  it.each(['true', '*', '11', '10.0.0.0/33', 'proxy.example.jp', '10.0.0.1,', '::1/129'])(
    'refuses %j at start, in one line naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment: TRUST_PROXY: [^\n]+$/);
    },
  );

  it('trusts nothing when unset', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

// ------------------------------------------------------------------ what the limits count

const goodContact = (n: number) => ({
  order_status: '注文前',
  family_name: '佐藤',
  given_name: '花子',
  email: `proxy-contact-${n}@example.jp`,
  message: 'お見積もりについて伺いたいです。',
});

const goodSample = (n: number) => ({
  sampleList: ['101'],
  organization: '',
  name: '山田 太郎',
  kana: 'ヤマダ タロウ',
  postalCode: '100-0001',
  addressLevel1: '13',
  addressLevel2: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: '',
  tel: '03-1234-5678',
  email: `proxy-sample-${n}@example.jp`,
});

let sent = 0;
function send(t: TestApp, url: string, payload: object, remoteAddress: string, forwardedFor?: string) {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  sent += 1;
  return t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress, headers });
}

const login = (t: TestApp, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  send(t, '/login', { email, password }, remoteAddress, forwardedFor);

async function countedAddressesOf(t: TestApp, email: string): Promise<string[]> {
  const rows = await t.app.db
    .select({ ip: loginAttempts.ip })
    .from(loginAttempts)
    .where(eq(loginAttempts.emailKey, emailKeyOf(email)));
  return rows.map((row) => row.ip);
}

async function storedContactAddress(t: TestApp, receiptNumber: string): Promise<string | undefined> {
  const [row] = await t.app.db
    .select({ ip: contactMessages.ip })
    .from(contactMessages)
    .where(eq(contactMessages.id, Number(receiptNumber.slice(2))));
  return row?.ip;
}

const receiptOf = (res: { json: <T>() => T }) =>
  res.json<{ data: { receiptNumber: string } }>().data.receiptNumber;

// The slowing of logins is observed, not waited for.
beforeEach(() => {
  vi.spyOn(throttleTiming, 'sleep').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('with TRUST_PROXY unset, a spoofed X-Forwarded-For changes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('counts and stores the connection’s own address', async () => {
    const member = await createTestMember(t.app);
    await login(t, member.email, 'wrong', '203.0.113.1', '198.51.100.99');
    expect(await countedAddressesOf(t, member.email)).toEqual(['203.0.113.1']);

    const res = await send(t, '/contact', goodContact(sent), '203.0.113.1', '198.51.100.99');
    expect(res.statusCode).toBe(200);
    expect(await storedContactAddress(t, receiptOf(res))).toBe('203.0.113.1');
  });

  it('holds the login limit of one address when each guess names another', async () => {
    const member = await createTestMember(t.app);
    for (let i = 1; i <= LOGIN_LIMITS.accountAddress.max; i += 1) {
      expect((await login(t, member.email, `guess-${i}`, '203.0.113.2', `198.51.100.${i}`)).statusCode).toBe(
        401,
      );
    }
    const refused = await login(t, member.email, member.password, '203.0.113.2', '192.0.2.77');
    expect(refused.statusCode).toBe(429);
  });

  it.each([
    ['/contact', goodContact],
    ['/sample', goodSample],
  ])('holds the %s limit of one address when each submission names another', async (url, form) => {
    const address = url === '/contact' ? '203.0.113.3' : '203.0.113.4';
    for (let i = 1; i <= REQUEST_RATE_LIMIT.max; i += 1) {
      expect((await send(t, url, form(sent), address, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    expect((await send(t, url, form(sent), address, '192.0.2.78')).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY a hop count, the entry the proxy appended is the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => t.close());

  it('takes the last entry, never one the client wrote before it', async () => {
    const member = await createTestMember(t.app);
    await login(t, member.email, 'wrong', '10.0.0.1', '203.0.113.7');
    await login(t, member.email, 'wrong', '10.0.0.1', '192.0.2.1, 203.0.113.8');
    expect((await countedAddressesOf(t, member.email)).sort()).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('believes no header from a client that reaches the server directly', async () => {
    const member = await createTestMember(t.app);
    await login(t, member.email, 'wrong', '203.0.113.60', '10.0.0.2, 192.0.2.9');
    expect(await countedAddressesOf(t, member.email)).toEqual(['203.0.113.60']);
  });

  it('counts clients behind the proxy apart', async () => {
    for (let i = 1; i <= REQUEST_RATE_LIMIT.max; i += 1) {
      expect((await send(t, '/contact', goodContact(sent), '10.0.0.1', '203.0.113.20')).statusCode).toBe(200);
    }
    expect((await send(t, '/contact', goodContact(sent), '10.0.0.1', '203.0.113.20')).statusCode).toBe(429);
    const other = await send(t, '/contact', goodContact(sent), '10.0.0.1', '203.0.113.21');
    expect(other.statusCode).toBe(200);
    expect(await storedContactAddress(t, receiptOf(other))).toBe('203.0.113.21');
  });
});

describe('with TRUST_PROXY a list of addresses, only those proxies are believed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => t.close());

  it('takes the client from a listed proxy, and a stranger’s own address whatever it sends', async () => {
    const member = await createTestMember(t.app);
    await login(t, member.email, 'wrong', '10.1.2.3', '203.0.113.9');
    await login(t, member.email, 'wrong', '203.0.113.50', '10.9.9.9');
    expect((await countedAddressesOf(t, member.email)).sort()).toEqual(['203.0.113.50', '203.0.113.9']);
  });
});
