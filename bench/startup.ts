// Budget (issues 2 and 22): `npm start` on a built tree with an existing data directory says ready
// (GET /readyz: database open, every migration applied) within 3 s on PGlite. Also measures the
// first start that creates the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

async function timeToFirstAnswer(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('the server did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function benchStartup(): Promise<{ firstStartMs: number; warmStartMs: number[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-start-'));
  try {
    const firstStartMs = await timeToFirstAnswer(dataDir, 3311);
    const warmStartMs: number[] = [];
    for (let i = 0; i < 3; i++) warmStartMs.push(await timeToFirstAnswer(dataDir, 3311));
    return { firstStartMs, warmStartMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  const result = await benchStartup();
  console.log(
    `startup: first start (creates the database) ${(result.firstStartMs / 1000).toFixed(1)} s; ` +
      `warm starts ${result.warmStartMs.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s (budget 3 s)`,
  );
}
