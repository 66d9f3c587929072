// One process at a time on an embedded database (decision 0527): PGlite keeps its data in memory
// and writes the folder without any locking of its own, so a second process (a staff command
// beside the running shop) works on a stale copy and the two overwrite each other's commits.
import fs from 'node:fs';
import path from 'node:path';

export const lockFileName = 'pglite.lock';

export class DatabaseInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of the embedded database in `dataDir` for this process, or throws
 * DatabaseInUseError naming the process that holds it. A lock left by a process that no longer
 * runs (a crash, a SIGKILL) is taken over. Returns the release function.
 */
export function lockEmbeddedDatabase(dataDir: string, pid: number = process.pid): () => void {
  const file = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(file) === pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== null && owner !== pid && isAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${owner} (the shop or a staff command). ` +
          `Stop it first: only one process at a time may open it. If no such process runs, delete ${file}.`,
      );
    }
    // Stale (its process is gone) or unreadable: remove it and try once more.
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseInUseError(
    `Could not lock the embedded database in ${dataDir}: ${file} keeps reappearing.`,
  );
}
