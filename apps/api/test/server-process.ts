// The real server process in a test: `tsx src/server.ts` as `npm run dev` runs it, on a database of
// its own (a PGlite data directory made from the test image, or a PostgreSQL database cloned from
// the test template), with a proxy that can hold the card provider's calls. Used by the tests that
// kill, stop or double the process (issues 6 and 22).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '../src/db/client.ts';
import { apiPackageDir } from '../src/lib/package-dir.ts';
import { testDatabasePrefix, withDatabase } from './global-setup.ts';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface HoldingProxy {
  port: number;
  close: () => Promise<void>;
}

export interface HoldOptions {
  /** Held before the call goes on to the stand-in. */
  beforeMs: number;
  /** Held after the stand-in answered, before the shop gets the answer. */
  afterMs: number;
  /** Hears each call once the stand-in has answered it, while the shop still waits for it. */
  onAnswered?: (url: string) => void;
  /** Hears each call as it arrives; the call waits until what this returns settles. */
  onArrived?: (url: string, body: string) => Promise<void> | void;
}

/** Forwards /sandbox-pay calls to the server's stand-in, holding each before and after. */
export function holdingProxy(target: () => number, hold: HoldOptions): Promise<HoldingProxy> {
  const proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        await hold.onArrived?.(request.url ?? '/', Buffer.concat(chunks).toString());
        await pause(hold.beforeMs);
        try {
          const answer = await fetch(`http://127.0.0.1:${target()}${request.url ?? '/'}`, {
            method: request.method ?? 'POST',
            headers: { 'content-type': request.headers['content-type'] ?? 'application/octet-stream' },
            body: Buffer.concat(chunks),
          });
          const text = await answer.text();
          hold.onAnswered?.(request.url ?? '/');
          await pause(hold.afterMs);
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'text/plain',
          });
          response.end(text);
        } catch {
          // The stand-in died with the server: the shop sees a dropped connection.
          response.destroy();
        }
      })();
    });
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      const address = proxy.address();
      resolve({
        port: address && typeof address === 'object' ? address.port : 0,
        close: () => new Promise<void>((done) => proxy.close(() => done())),
      });
    }),
  );
}

export interface ServerProcess {
  child: ChildProcess;
  /** What the process wrote so far (its log and its errors). */
  errors: () => string;
}

/** Starts the server on the given environment; resolves once `readyPath` answers 2xx. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  readyPath = '/api/v2/products',
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiPackageDir(),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  const hear = (chunk: Buffer) => (errors += chunk.toString());
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  const since = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors}`);
    if (Date.now() - since > 150_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${errors}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return { child, errors: () => errors };
    } catch {
      // Not listening yet.
    }
    await pause(200);
  }
}

/** Sends the signal; resolves with the exit code (null when ended by a signal) once it has exited. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  return exited;
}

export interface ServerDatabase {
  /** What the server process needs in its environment besides DATA_DIR. */
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}

/**
 * The database a server process runs on: a real PGlite data directory made from the test image,
 * or a PostgreSQL database cloned from the test template (then the server gets DATABASE_URL).
 */
export async function serverDatabase(dataDir: string, label: string): Promise<ServerDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (process.env.TEST_DB_KIND === 'postgres' && url && template) {
    const name = `${testDatabasePrefix(template)}${label}_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const databaseUrl = withDatabase(url, name);
    return {
      env: { DATABASE_URL: databaseUrl },
      open: () => Promise.resolve(postgresHandle(databaseUrl)),
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  // The migrated, seeded test image as a real data directory.
  const seeded = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteImage'))]),
  });
  await seeded.close();
  return {
    env: {},
    open: async () => pgliteHandle(await PGlite.create(path.join(dataDir, 'pglite'))),
    drop: () => Promise.resolve(),
  };
}

/** Opens a stopped server's database in this process, as the staff command line does. */
export async function openServerDatabase(dataDir: string, open: () => Promise<DatabaseHandle>) {
  const database = await open();
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
