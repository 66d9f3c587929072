// A password for a staff command, from standard input: piped (`echo "$PW" | npm run admin -- …`)
// or typed at a terminal with the echo off, so it never shows on screen or in the shell's history.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export async function readSecretFromStdin(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  // The terminal's echo goes to a sink: readline still reads the line, nothing is shown.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: stdin, output: silent, terminal: true });
  const line = await new Promise<string>((resolve) => reader.question('', resolve));
  reader.close();
  process.stderr.write('\n');
  return line;
}
