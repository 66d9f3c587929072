// The staff command line beside the running shop (issue 19 point 6, decision 0734). The embedded
// database belongs to one process (decision 0527), so while the shop runs on it, `npm run admin`
// does not open it: it hands its arguments to the shop over a local socket in DATA_DIR, and the
// shop runs the command on its own connection, exactly as the command line would.
//
// The socket file is the server's own (mode 0600, in DATA_DIR beside the database it guards): only
// the operating-system user that can already read the database can use it. Messages are lines of
// JSON: the command line sends `{ argv }`; the shop may ask `{ ask: prompt }` for a password and
// get `{ secret }` back; it ends with `{ exitCode, output }`.
import fs from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';
import { send } from './control-socket-client.ts';
import type { AdminDeps } from './run.ts';
import { runAdminCommand } from './run.ts';

/**
 * Listens on DATA_DIR/admin.sock; each connection runs one command with `deps()` (the shop's
 * database and clock). Resolves to the function that stops listening and removes the file.
 */
export async function startControlSocket(
  socketPath: string,
  deps: () => Omit<AdminDeps, 'readSecret'>,
  log: { error: (object: object, message: string) => void },
): Promise<() => Promise<void>> {
  // A file left by a shop that was killed: nothing listens on it (the database lock says so first).
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    const lines = readline.createInterface({ input: socket });
    const pendingSecrets: ((secret: string) => void)[] = [];
    let started = false;
    lines.on('line', (line) => {
      let message: Partial<{ argv: unknown; secret: unknown }>;
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        socket.destroy();
        return;
      }
      if (!started && Array.isArray(message.argv) && message.argv.every((arg) => typeof arg === 'string')) {
        started = true;
        const argv = message.argv;
        const readSecret = (prompt: string) =>
          new Promise<string>((resolve) => {
            pendingSecrets.push(resolve);
            send(socket, { ask: prompt });
          });
        runAdminCommand(argv, { ...deps(), readSecret })
          .catch((error: unknown) => {
            log.error({ err: error }, 'staff command failed');
            return {
              exitCode: 1,
              output: `エラー: ${error instanceof Error ? error.message : String(error)}`,
            };
          })
          .then((result) => socket.end(`${JSON.stringify(result)}\n`))
          .catch(() => undefined);
      } else if (typeof message.secret === 'string') {
        pendingSecrets.shift()?.(message.secret);
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        fs.rmSync(socketPath, { force: true });
        resolve();
      });
    });
}
