// Starts the shop as `npm start` does, on a fresh data directory, for the browser tests.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '.data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../scripts/start.mjs');
