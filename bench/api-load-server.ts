// The servers api-load.ts measures, in a process of their own: the load generator (autocannon)
// must not share the servers' thread, or every request's client-side work (writing the body,
// parsing the answer) would be billed to the route under test. Also serves the ceiling route. Prints one JSON line with the
// URLs once listening; stops on SIGTERM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';
import { calcpriceBodies } from './calcprice-items.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-load-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ENV: 'test' });
// DATABASE_URL: an empty PostgreSQL database, as production runs (issue 18); else a fresh PGlite.
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
await seedDatabase(database.db, new Date());
const app = await buildApp({ config, database, logger: false });
const bare = Fastify({ logger: false });
bare.get('/constant', async () => ({ data: { ok: true } }));
// The ceiling for calcprice: a bare route that reads the same JSON body and sends an answer of
// the same bytes (a real calcprice answer, captured below), doing nothing else.
let sameSizeAnswer = '{}';
bare.post('/same-size', async (_request, reply) => reply.type('application/json').send(sameSizeAnswer));
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const [firstBody] = calcpriceBodies();
const captured = await app.inject({
  method: 'POST',
  url: '/api/v2/calcprice',
  headers: { 'content-type': 'application/json' },
  payload: firstBody,
});
sameSizeAnswer = captured.body;
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => database.close())
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
console.log(JSON.stringify({ appUrl, bareUrl }));
