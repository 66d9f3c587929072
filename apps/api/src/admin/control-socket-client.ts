// The command line's side of the shop's control socket (decision 0734; the shop's side and the
// message format are in control-socket.ts). It needs nothing but Node, so the journeys' staff
// fixtures reach a running shop without loading the whole API.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { AdminResult } from './admin-result.ts';

export const controlSocketName = 'admin.sock';

export const controlSocketPath = (dataDir: string): string => path.join(dataDir, controlSocketName);

export type ServerMessage = { ask: string } | AdminResult;
export type ClientMessage = { argv: string[] } | { secret: string };

export const send = (socket: net.Socket, message: ServerMessage | ClientMessage): boolean =>
  socket.write(`${JSON.stringify(message)}\n`);

/**
 * The command line's side: runs the command in the shop listening on `socketPath`. Null when no
 * shop listens there (no file, or a file left behind), so the caller opens the database itself.
 */
export async function runThroughSocket(
  socketPath: string,
  argv: string[],
  readSecret: (prompt: string) => Promise<string>,
): Promise<AdminResult | null> {
  if (!fs.existsSync(socketPath)) return null;
  const socket = net.createConnection(socketPath);
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  if (!connected) return null;
  return new Promise<AdminResult>((resolve, reject) => {
    let result: AdminResult | null = null;
    const lines = readline.createInterface({ input: socket });
    lines.on('line', (line) => {
      const message = JSON.parse(line) as ServerMessage;
      if ('ask' in message) {
        readSecret(message.ask).then(
          (secret) => send(socket, { secret }),
          (error: unknown) => {
            socket.destroy();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      } else {
        result = message;
      }
    });
    socket.on('close', () =>
      result
        ? resolve(result)
        : reject(new Error('the shop closed the staff command connection without an answer')),
    );
    socket.on('error', reject);
    send(socket, { argv });
  });
}
