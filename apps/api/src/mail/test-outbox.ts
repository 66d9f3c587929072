// For tests: what the file transport wrote to DATA_DIR/outbox, decoded to readable text.
import fs from 'node:fs';
import path from 'node:path';

/** Quoted-printable (the body encoding of our mails) back to UTF-8 text. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every .eml in the outbox: headers as written, body decoded. */
export function readOutbox(dataDir: string): { file: string; headers: string; body: string }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const split = raw.indexOf('\n\n');
      return { file: name, headers: raw.slice(0, split), body: decodeQuotedPrintable(raw.slice(split + 2)) };
    });
}
