// Budget (issue 18, restating issues 3 and 8): POST /api/v2/calcprice keeps at least 0.3 of the
// request rate of a bare Fastify POST that reads the same body and sends the same answer, with p99
// at most 20 ms at 50 connections (BENCH_CONNECTIONS); a database-reading call (GET
// /api/v2/products) and a constant GET are reported beside them. Same connections and duration,
// one run, all on loopback, the targets measured in turn second by second. The servers run in a
// process of their own on a fresh PGlite database, or on DATABASE_URL. calcprice rotates through
// twenty different items (bench/calcprice-items.ts), as the configurator and the cart send them;
// the same twenty with only the facts pricing reads are measured beside them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { calcpriceBodies, calcpriceFactBodies } from './calcprice-items.ts';

interface Figures {
  requestsPerSecond: number;
  /** The worst p99 of the slices. */
  p99Ms: number;
  non2xx: number;
}

interface Target {
  url: string;
  requests?: { method: 'POST'; body: string }[];
}

const run = (opts: Record<string, unknown>) =>
  new Promise<{
    requests: { total: number };
    duration: number;
    latency: { p99: number };
    non2xx: number;
  }>((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });

const jsonHeaders = { 'content-type': 'application/json' };

/**
 * Each target for BENCH_SECONDS (5) in all, in one-second slices taken in turn: on a shared
 * machine the load changes from one second to the next, and measuring the targets one after the
 * other would credit one of them with a quiet spell the others did not get.
 */
async function measureInTurn<K extends string>(targets: Record<K, Target>): Promise<Record<K, Figures>> {
  const names = Object.keys(targets) as K[];
  const sums = new Map<K, { total: number; seconds: number; p99: number; non2xx: number }>();
  for (let slice = 0; slice < Number(process.env.BENCH_SECONDS ?? 5); slice++) {
    for (const name of names) {
      const { url, requests } = targets[name];
      const result = await run({
        url,
        // Each connection goes through the list in turn and starts over: every item is priced alike.
        requests: requests?.map((request) => ({ ...request, headers: jsonHeaders })),
        // The issue 18 budget is set at 50 connections: BENCH_CONNECTIONS=50.
        connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
        duration: 1,
      });
      const sum = sums.get(name) ?? { total: 0, seconds: 0, p99: 0, non2xx: 0 };
      sums.set(name, {
        total: sum.total + result.requests.total,
        seconds: sum.seconds + result.duration,
        p99: Math.max(sum.p99, result.latency.p99),
        non2xx: sum.non2xx + result.non2xx,
      });
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sum = sums.get(name) ?? { total: 0, seconds: 1, p99: 0, non2xx: 0 };
      return [name, { requestsPerSecond: sum.total / sum.seconds, p99Ms: sum.p99, non2xx: sum.non2xx }];
    }),
  ) as Record<K, Figures>;
}

/** Refuses to measure a mix the app does not price: a 400 or 422 path would flatter the figure. */
async function checkPriced(url: string, bodies: string[]): Promise<void> {
  for (const body of bodies) {
    const res = await fetch(url, { method: 'POST', headers: jsonHeaders, body });
    if (res.status !== 200)
      throw new Error(`bench: calcprice answered ${res.status} to ${body.slice(0, 120)}…`);
  }
}

/** Starts bench/api-load-server.ts and waits for the URLs it prints. */
async function startServers(): Promise<{
  urls: { appUrl: string; bareUrl: string };
  stop: () => Promise<void>;
}> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROFILE_DIR: the servers' process writes a CPU profile of its whole run there.
      ...(process.env.BENCH_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
        : []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'api-load-server.ts'),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urls = await new Promise<{ appUrl: string; bareUrl: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { appUrl: string; bareUrl: string });
    });
    child.once('exit', (code) => reject(new Error(`bench: the servers stopped (${code})`)));
  });
  return {
    urls,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function benchApiLoad() {
  const { urls, stop } = await startServers();
  try {
    const calcpriceUrl = `${urls.appUrl}/api/v2/calcprice`;
    const bodies = calcpriceBodies();
    const factBodies = calcpriceFactBodies();
    await checkPriced(calcpriceUrl, [...bodies, ...factBodies]);
    const posts = (list: string[]) => list.map((body) => ({ method: 'POST' as const, body }));
    return await measureInTurn({
      baseline: { url: `${urls.bareUrl}/constant` },
      sameSize: { url: `${urls.bareUrl}/same-size`, requests: posts(bodies) },
      calcprice: { url: calcpriceUrl, requests: posts(bodies) },
      calcpriceFacts: { url: calcpriceUrl, requests: posts(factBodies) },
      products: { url: `${urls.appUrl}/api/v2/products` },
    });
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  // The machine is shared: the load average beside the figures says how much to trust them.
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const { baseline, sameSize, calcprice, calcpriceFacts, products } = await benchApiLoad();
  const line = (name: string, f: Figures) =>
    `${name.padEnd(30)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(f.p99Ms).padStart(3)} ms  ` +
    `non-2xx ${f.non2xx}`;
  // Issue 18's budget compares calcprice with a bare POST that reads the same body and sends the
  // same answer, not with a constant GET (which reads no body).
  const ratio = (name: string, f: Figures, to: Figures, budget: string) =>
    `${name.padEnd(30)} ${(f.requestsPerSecond / to.requestsPerSecond).toFixed(2)}${budget}`;
  console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`);
  console.log(line('bare Fastify constant', baseline));
  console.log(line('bare POST, same body and answer', sameSize));
  console.log(line('POST /calcprice (whole items)', calcprice));
  console.log(line('POST /calcprice (facts only)', calcpriceFacts));
  console.log(line('GET /products (db)', products));
  console.log('request rate / bare POST of the same body and answer:');
  console.log(ratio('calcprice (whole items)', calcprice, sameSize, '  (budget ≥ 0.3, p99 ≤ 20 ms)'));
  console.log(ratio('calcprice (facts only)', calcpriceFacts, sameSize, ''));
  console.log('request rate / bare constant GET:');
  console.log(ratio('bare, same body and answer', sameSize, baseline, '  (the ceiling for calcprice)'));
  console.log(ratio('products (db)', products, baseline, '  (reported)'));
}
