// The embedded database is opened by one process at a time (decision 0527).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseStartError, openDatabase } from './client.ts';
import { DatabaseInUseError, lockEmbeddedDatabase, lockFileName } from './pglite-lock.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockEmbeddedDatabase', () => {
  it('writes the owner and removes the lock on release', () => {
    const dir = dataDir();
    const release = lockEmbeddedDatabase(dir);
    expect(fs.readFileSync(path.join(dir, lockFileName), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(false);
  });

  it('refuses while another running process holds it, naming that process', () => {
    const dir = dataDir();
    // The parent of this test process is alive for the whole test.
    fs.writeFileSync(path.join(dir, lockFileName), `${process.ppid}\n`);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(DatabaseInUseError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    // The holder's lock is left as it was.
    expect(fs.readFileSync(path.join(dir, lockFileName), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that no longer runs (a crash or SIGKILL)', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, lockFileName), `${deadPid()}\n`);
    const release = lockEmbeddedDatabase(dir);
    expect(fs.readFileSync(path.join(dir, lockFileName), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('does not remove a lock that another process took after ours was released', () => {
    const dir = dataDir();
    const release = lockEmbeddedDatabase(dir);
    fs.writeFileSync(path.join(dir, lockFileName), `${process.ppid}\n`);
    release();
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(true);
  });
});

describe('openDatabase on the embedded database', () => {
  it('refuses to open a folder another running process has open, with a one-line reason', async () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, lockFileName), `${process.ppid}\n`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseStartError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/);
    expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
  });

  // Creating a new embedded database (initdb and every migration) takes seconds on a quiet machine
  // and more than the default 30 s on a 2-core machine running other work: the test waits longer.
  it('holds the lock while open and gives it back on close', { timeout: 120_000 }, async () => {
    const dir = dataDir();
    const handle = await openDatabase({ dataDir: dir });
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(true);
    await handle.close();
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(false);
  });
});
