// Starts the shop as `npm start` does, on a fresh data directory, for the browser tests.
// The default port uses e2e/.data (journeys read mail from e2e/.data/outbox); another port gets
// its own folder, so two runs side by side do not share a database.
import fs from 'node:fs';
import path from 'node:path';

const port = process.env.PORT ?? '3210';
const dataDir = path.resolve(import.meta.dirname, port === '3210' ? '.data' : `.data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../scripts/start.mjs');
