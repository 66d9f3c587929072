// The database: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
// Both speak the same SQL and run the same committed migrations.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiPackageDir } from '../lib/package-dir.ts';
import { migratePostgresOnce } from './migrations-state.ts';
import { DatabaseInUseError, lockEmbeddedDatabase } from './pglite-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent on commit, by this instance or another);
   * resolves to a function that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /**
   * Writes a backup to `file` while the shop runs (decision 0734): the embedded database's folder
   * as a gzipped tar (PGlite's own dump), or PostgreSQL's pg_dump in its custom format.
   */
  backupTo(file: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseStartError extends Error {}

const runFile = promisify(execFile);

export const migrationsFolder = (): string => path.join(apiPackageDir(), 'src/db/migrations');

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    backupTo: async (file) => {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    },
    close: () => client.close(),
  };
}

export function postgresHandle(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (a restart, a failover, a dropped test database)
  // must not crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // A connection lost while checked out (mid-transaction, during COMMIT) fails its query, which the
  // caller handles; node-postgres also emits 'error' on the client, where the pool listens only
  // while the client is idle. Unheard, that event would end the process (issue 15).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    migrate: () => migratePostgresOnce(pool, migrationsFolder()),
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
    backupTo: async (file) => {
      await runFile('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
    },
    close: () => pool.end(),
  };
}

const RELISTEN_MS = 5_000;

/**
 * LISTEN needs a connection of its own, outside the pool. A lost connection is opened again after a
 * pause; what was notified meanwhile is found by the listener's own periodic check.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        console.warn(`PostgreSQL LISTEN ${channel} failed: ${errorText(error)}`);
        reconnectLater();
      });
    }, RELISTEN_MS);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      console.warn(`PostgreSQL LISTEN ${channel} connection lost: ${error.message}`);
      client = undefined;
      next.end().catch(() => undefined);
      reconnectLater();
    });
    await next.connect();
    // The channel is one of the shop's own names, never input.
    await next.query(`listen ${channel}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/** Opens the configured database and checks it answers. Throws DatabaseStartError with one line. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = postgresHandle(options.databaseUrl);
    try {
      await handle.db.execute('select 1');
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw new DatabaseStartError(`Cannot connect to DATABASE_URL: ${errorText(error)}`);
    }
    return handle;
  }
  const dir = path.join(options.dataDir, 'pglite');
  ensureWritableDir(options.dataDir);
  const existed = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fs.existsSync(dir) && !existed && fs.readdirSync(dir).length > 0) {
    throw new DatabaseStartError(
      `The database folder ${dir} is not a PGlite database (no PG_VERSION); move it away or fix it`,
    );
  }
  let unlock: () => void;
  try {
    unlock = lockEmbeddedDatabase(options.dataDir);
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw new DatabaseStartError(error.message);
    throw error;
  }
  try {
    const client = await PGlite.create(dir);
    await client.query('select 1');
    const handle = pgliteHandle(client);
    return { ...handle, close: () => handle.close().finally(unlock) };
  } catch (error) {
    unlock();
    // Never replace a database silently: the customer's orders are in it.
    throw new DatabaseStartError(
      `Cannot open the embedded database in ${dir}${existed ? ' (it may be corrupted; restore it from a backup or move it away)' : ''}: ${errorText(error)}`,
    );
  }
}

export function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new DatabaseStartError(`DATA_DIR ${dir} is not writable: ${errorText(error)}`);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
