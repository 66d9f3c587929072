// The shop on its own port and a fresh data directory, for the browser benchmarks: the API from
// source (tsx) serving a private copy of the web app as last built. Unlike `npm start` (and
// e2e/serve.mjs) it never rebuilds: a benchmark measures the build it was given (`npm run build`
// first). The copy keeps a rebuild started meanwhile (by anyone sharing the checkout) from
// swapping files under a measurement.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { whitePp } from '../apps/api/test/items.ts';
import { yamadaTaro } from '../apps/api/test/members.ts';

const root = path.resolve(import.meta.dirname, '..');
const webBuild = path.join(root, 'apps/web/build/client');

/**
 * The build is complete, not half rewritten: every asset the pages' HTML names exists, and each
 * page's compressed copy, written last by the build (decision 0530), is there and not older.
 */
function buildIsWhole(dir: string): boolean {
  for (const page of ['index.html', '__spa-fallback.html', 'cart/index.html']) {
    const file = path.join(dir, page);
    if (!fs.existsSync(file) || !fs.existsSync(`${file}.br`)) return false;
    if (fs.statSync(`${file}.br`).mtimeMs < fs.statSync(file).mtimeMs) return false;
    // React Router marks a stylesheet that is also loaded dynamically with a trailing `#`.
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\/sp\/(assets\/[^"'\s)#?]+)/g)) {
      if (!fs.existsSync(path.join(dir, match[1]!))) return false;
    }
  }
  return true;
}

/** Copies the build once it is whole (a build in progress elsewhere is waited for). */
async function snapshotBuild(target: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (buildIsWhole(webBuild)) {
      fs.cpSync(webBuild, target, { recursive: true, preserveTimestamps: true });
      if (buildIsWhole(target)) return;
      fs.rmSync(target, { recursive: true, force: true });
    }
    if (performance.now() - started > 300_000) throw new Error('no complete web build: run npm run build');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

export interface ShopServer {
  origin: string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}

export async function startShop(port: number = Number(process.env.BENCH_PORT ?? 3241)): Promise<ShopServer> {
  if (!fs.existsSync(webBuild)) throw new Error('the web app is not built: run npm run build first');
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(import.meta.dirname, `.data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const webBuildDir = path.join(dataDir, 'web');
  await snapshotBuild(webBuildDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuildDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  while (!((await answers(`${origin}/api/v2/products`)) && (await answers(`${origin}/sp/`)))) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    if (performance.now() - started > 180_000) {
      await stop();
      throw new Error(`the shop did not answer on ${origin} within 180 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

/** A material the sample catalogue sells through the configurator (packages/domain/src/catalog/sample). */
export const benchMaterialSlug = 'white-pp';

export interface BenchMember {
  /** What the app keeps in local storage for a logged-in member with a one-line cart. */
  storage: Record<string, string>;
}

/** A new member, signed up and logged in through the API, with a ¥2,530 white PP line in the cart. */
export async function benchMember(origin: string): Promise<BenchMember> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'sticker2026';
  const post = async (apiPath: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${origin}/api/v2${apiPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await post('/user', { ...yamadaTaro, email, password });
  const login = (await post('/login', { email, password })) as { data: { token: string } };
  const cart = { state: { items: [{ id: 1, ...whitePp() }] }, version: 1 };
  return { storage: { token: login.data.token, cart: JSON.stringify(cart) } };
}

/** The phone the browser benchmarks emulate: the journeys' 390 × 844 screen, touch, Japanese, Tokyo. */
export const phoneContext = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
  timezoneId: 'Asia/Tokyo',
} as const;
