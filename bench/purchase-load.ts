// Budget (issue 6): POST /api/v2/purchase for a 3-item cart, p99 under 100 ms on PGlite with 10
// members buying at once. Each member sends its own purchases one after another (a fresh
// idempotency key each time), ten members in parallel, for a fixed number of rounds. PGlite and
// the app share one thread, so the p99 is about ten times the work of one purchase: the CPU time
// per purchase is printed beside it, and the load average, since the machine is shared.
//
// Warm-up (decision 0535): each member first runs BENCH_WARMUP rounds (default 3) that are not
// measured, as is usual for a benchmark: the first purchases of a fresh process pay for the JIT,
// first-time code paths and PGlite's first plans (120–220 ms each), which a running shop pays once.
// Then BENCH_ROUNDS rounds per member are measured (default 30: 300 purchases); p50, p99, the
// purchases per second and the CPU ms per purchase cover the measured rounds only.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';
import {
  purchaseBody,
  quickMembers,
  whitePp,
  withShownTotal,
} from '../apps/api/src/modules/checkout/test-support.ts';

/** BENCH_MEMBERS and BENCH_ITEMS: issue 18 sets its budget at 20 members buying one item. */
const members = Number(process.env.BENCH_MEMBERS ?? 10);
const oneItem = process.env.BENCH_ITEMS === '1';
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const warmupRounds = Number(process.env.BENCH_WARMUP ?? 3);
/** When set, a CPU profile of the measured rounds only (not the start, not the warm-up) is written there. */
const profilePath = process.env.BENCH_CPU_PROFILE;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchPurchaseLoad() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-purchase-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ENV: 'test' });
  // DATABASE_URL: an empty PostgreSQL database, as production runs (issue 18); else PGlite.
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  await seedDatabase(database.db, new Date());
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const buyers = await quickMembers(app, members);
    const cart = purchaseBody(
      {},
      oneItem ? [whitePp()] : [whitePp(), whitePp({ num: 200 }), whitePp({ sizeX: 30, sizeY: 30 })],
    );
    // Every buyer is shown the same total for the same cart: asked once, as the app would.
    const [firstBuyer] = buyers;
    if (!firstBuyer) throw new Error('no buyers');
    const body = JSON.stringify(await withShownTotal(app, firstBuyer, cart));
    const buy = (buyer: (typeof buyers)[number]) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/purchase',
        headers: {
          ...buyer.headers,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        payload: body,
      });
    // Warm-up: the same ten members at once, not measured.
    let warmupFailures = 0;
    let warmupSlowest = 0;
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let round = 0; round < warmupRounds; round++) {
          const t0 = performance.now();
          if ((await buy(buyer)).statusCode !== 200) warmupFailures++;
          warmupSlowest = Math.max(warmupSlowest, performance.now() - t0);
        }
      }),
    );
    if (warmupFailures > 0) throw new Error(`${warmupFailures} warm-up purchases failed`);

    const profiler = profilePath ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let round = 0; round < rounds; round++) {
          const t0 = performance.now();
          const res = await buy(buyer);
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200) failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    if (profiler && profilePath) {
      const { profile } = await profiler.post('Profiler.stop');
      fs.writeFileSync(profilePath, JSON.stringify(profile));
      profiler.disconnect();
    }
    latencies.sort((a, b) => a - b);
    return {
      warmup: warmupRounds * buyers.length,
      warmupSlowest,
      purchases: latencies.length,
      failures,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMsPerPurchase: (cpu.user + cpu.system) / 1000 / latencies.length,
      loadAverage: os.loadavg()[0] ?? 0,
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const r = await benchPurchaseLoad();
  console.log(
    `purchase (${oneItem ? '1 item' : '3 items'}, cash on delivery, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${members} members at once): ${r.warmup} warm-up purchases not measured (slowest ${r.warmupSlowest.toFixed(0)} ms), ${r.purchases} measured, ` +
      `${r.failures} failed, ${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (budget p99 ${oneItem ? '≤ 150 ms, 1 item, 20 members on PostgreSQL' : '< 100 ms, 3 items, 10 members'}), ` +
      `CPU ${r.cpuMsPerPurchase.toFixed(1)} ms per purchase, load average ${r.loadAverage.toFixed(1)}`,
  );
}
