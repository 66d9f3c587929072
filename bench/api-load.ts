// Budgets (issues 3 and 8): POST /api/v2/calcprice keeps at least half the request rate of a bare
// Fastify route returning a constant JSON, with p99 under 20 ms; a database-reading call
// (GET /api/v2/products) is reported beside them. Same connections and duration, one run, all
// on loopback. The app runs in this process on a fresh PGlite database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

const run = (opts: Record<string, unknown>) =>
  new Promise<{ requests: { average: number }; latency: { p99: number }; non2xx: number }>(
    (resolve, reject) => {
      autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
    },
  );

async function measure(url: string, method: 'GET' | 'POST', body?: string): Promise<Figures> {
  const result = await run({
    url,
    method,
    body,
    headers: { 'content-type': 'application/json' },
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

const item = JSON.stringify({
  productType: 'general',
  product: { id: 101 },
  sizeX: 50,
  sizeY: 50,
  num: 100,
  deliveryDateProduct: 5,
  adhesive: { id: 1, name: '' },
  format: { id: 1, name: '' },
  deliveryForm: { id: 1, name: '' },
});

export async function benchApiLoad() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-load-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ENV: 'test' });
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  await database.migrate();
  await seedDatabase(database.db, new Date());
  const app = await buildApp({ config, database, logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/constant', async () => ({ data: { ok: true } }));
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const baseline = await measure(`${bareUrl}/constant`, 'GET');
    const calcprice = await measure(`${appUrl}/api/v2/calcprice`, 'POST', item);
    const products = await measure(`${appUrl}/api/v2/products`, 'GET');
    return { baseline, calcprice, products };
  } finally {
    await app.close();
    await bare.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const { baseline, calcprice, products } = await benchApiLoad();
  const line = (name: string, f: Figures) =>
    `${name.padEnd(24)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${f.p99Ms} ms  non-2xx ${f.non2xx}`;
  console.log(line('bare Fastify constant', baseline));
  console.log(line('POST /calcprice', calcprice));
  console.log(line('GET /products (db)', products));
  console.log(
    `calcprice / bare = ${(calcprice.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (budget ≥ 0.5, p99 < 20 ms)`,
  );
  console.log(`products / bare = ${(products.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
}
