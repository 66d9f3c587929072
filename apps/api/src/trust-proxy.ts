// TRUST_PROXY: which X-Forwarded-For entry is the client (issue 14, decision 0614). Unset, no proxy
// is trusted and the client is the connection's own address, so a header a client writes itself
// can never change the address the login, request and contact limits count.
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/** Fastify's `trustProxy`: false, or whether the address `hop` steps from the server is a proxy. */
export type TrustProxy = false | ((address: string, hop: number) => boolean);

/** The most proxies a request is expected to pass through (a CDN, a balancer, a local proxy…). */
const MAX_HOPS = 10;

/** The shop's own network: the only place a proxy counted by hops may stand. */
const ownNetwork = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/**
 * A hop count trusts the nearest `hops` proxies, each on the shop's own network: Fastify refuses a
 * bare hop count because a client reaching the server directly could then name itself.
 */
const nearestProxies =
  (hops: number): TrustProxy =>
  (address, hop) =>
    hop < hops && ownNetwork(address, hop);

/** Reads the variable: empty, `false`, `off` or `0` trust nothing. */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const text = (value ?? '').trim();
  if (text === '' || ['false', 'off', '0'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? nearestProxies(hops) : new Error(`a hop count must be at most ${MAX_HOPS}`);
  }
  if (['true', 'on', '*'].includes(text.toLowerCase())) {
    return new Error(
      'trusting every address lets any client choose its own; give the hop count or the proxies',
    );
  }
  try {
    return proxyAddr.compile(text.split(',').map((entry) => entry.trim()));
  } catch (error) {
    return new Error(
      `${(error as Error).message} (addresses, CIDR ranges or loopback/linklocal/uniquelocal)`,
    );
  }
}

/** The environment variable's schema: the parsed setting, or one clear line when it is wrong. */
export const trustProxyVariable = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const parsed = parseTrustProxy(value);
    if (!(parsed instanceof Error)) return parsed;
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
