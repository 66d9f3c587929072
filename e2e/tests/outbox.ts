// The mails the shop has sent, as the journeys' server writes them to DATA_DIR/outbox (no SMTP_URL).
// The server sends a mail as soon as the request that queued it commits (the queue's NOTIFY wakes
// the mail worker), so a journey waits for the file itself, and says which mail never came.
import fs from 'node:fs';
import path from 'node:path';
import { expect, serverDataDir } from './fixtures';

const outboxDir = path.join(serverDataDir(), 'outbox');

/** Quoted-printable (our mails' body encoding) back to UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every mail sent to `address` so far, oldest first, headers and decoded text. */
export function mailsTo(address: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'))
    .filter((raw) => raw.slice(0, raw.indexOf('\n\n')).includes(`To: ${address}`))
    .map(decodeQuotedPrintable);
}

/**
 * Waits until `count` mails to `address` (that contain `containing`, when given) have been sent, and
 * returns them. `what` names the mail in the failure message.
 */
export async function waitForMails(
  address: string,
  what: string,
  options: { count?: number; containing?: string } = {},
): Promise<string[]> {
  const { count = 1, containing } = options;
  const matching = () => mailsTo(address).filter((mail) => !containing || mail.includes(containing));
  await expect
    .poll(() => matching().length, {
      message: `the shop did not send ${what} to ${address} (outbox: ${outboxDir})`,
      intervals: [50, 100, 250],
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(count);
  return matching();
}
