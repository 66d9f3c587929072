// A shop server of a spec's own, for journeys that need staff commands (coupons, points). The
// embedded database belongs to one process at a time: the staff command line opened beside a
// running server neither sees the server's latest writes nor keeps its own safe (decision 0527).
// So a command goes through the running server's control socket (decision 0734), as `npm run admin`
// does: no restart of the server, no command line booted (seconds each on a loaded machine). With
// no server running, the command line opens the DATA_DIR itself.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { controlSocketPath, runThroughSocket } from '../../apps/api/src/admin/control-socket-client.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

export interface StaffServer {
  baseURL: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** `npm run admin -- <args>` on this server's DATA_DIR: inside the server when it runs. */
  admin(args: string[]): Promise<string>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The built server (apps/api/dist, which the journeys' own web server has just brought up to
 * date) on `port` with a fresh DATA_DIR beside the journeys' one; `settings` add to or replace its
 * environment (a spec's own configuration).
 */
export function staffServer(port: number, settings: Record<string, string> = {}): StaffServer {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(import.meta.dirname, '..', `.data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  let child: ChildProcess | undefined;

  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...settings,
  };

  async function start(): Promise<void> {
    if (child && child.exitCode === null) return;
    const probe = `${baseURL}/api/v2/products`;
    if (await answers(probe)) throw new Error(`port ${port} is taken: stop that server first`);
    const started = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    const since = Date.now();
    while (!(await answers(probe))) {
      if (started.exitCode !== null) throw new Error(`the staff server exited (${started.exitCode})`);
      // A fresh data directory is migrated and seeded first: minutes on a loaded 2-core machine.
      if (Date.now() - since > 240_000) throw new Error('the staff server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // SIGTERM closes the database cleanly; the command line then opens it alone.
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async function admin(args: string[]): Promise<string> {
    const noSecret = () => Promise.reject(new Error(`${args.join(' ')} asked for a secret`));
    const viaServer = child ? await runThroughSocket(controlSocketPath(dataDir), args, noSecret) : null;
    if (viaServer) {
      if (viaServer.exitCode !== 0) throw new Error(`admin ${args.join(' ')}: ${viaServer.output}`);
      return viaServer.output;
    }
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'silent' },
    });
    return stdout;
  }

  return { baseURL, dataDir, start, stop, admin };
}
