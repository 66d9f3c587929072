// Rendered quotations wait here for their download: DATA_DIR/quotations/<token>.pdf beside a small
// <token>.json (file name, expiry). A link lives 15 minutes; expired files are swept whenever a new
// quotation is stored, so the folder never grows. Decision 0424.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { downloadTokenPattern } from './schemas.ts';

export const QUOTATION_LINK_LIFETIME_MS = 15 * 60 * 1000;

const metaSchema = z.object({ fileName: safeString().check(z.minLength(1)), expiresAt: z.number() });

export interface StoredQuotation {
  pdf: Buffer;
  fileName: string;
}

export interface QuotationFiles {
  /** Keeps the PDF and returns the token of its download link. */
  save(pdf: Buffer, fileName: string, now: Date): Promise<string>;
  /** The PDF of a token still alive, or null (unknown, expired or unreadable). */
  open(token: string, now: Date): Promise<StoredQuotation | null>;
}

export function quotationFiles(dir: string, lifetimeMs = QUOTATION_LINK_LIFETIME_MS): QuotationFiles {
  const pdfPath = (token: string) => path.join(dir, `${token}.pdf`);
  const metaPath = (token: string) => path.join(dir, `${token}.json`);

  async function remove(token: string): Promise<void> {
    await Promise.all([fs.rm(pdfPath(token), { force: true }), fs.rm(metaPath(token), { force: true })]);
  }

  async function readMeta(token: string): Promise<z.infer<typeof metaSchema> | null> {
    try {
      const parsed = metaSchema.safeParse(JSON.parse(await fs.readFile(metaPath(token), 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async function sweep(now: Date): Promise<void> {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch {
      return;
    }
    const tokens = new Set(names.map((name) => name.replace(/\.(pdf|json)$/, '')));
    for (const token of tokens) {
      if (!downloadTokenPattern.test(token)) continue;
      const meta = await readMeta(token);
      // A PDF without readable metadata can never be downloaded: it goes too.
      if (!meta || meta.expiresAt <= now.getTime()) await remove(token);
    }
  }

  return {
    async save(pdf, fileName, now) {
      await fs.mkdir(dir, { recursive: true });
      await sweep(now);
      const token = randomBytes(24).toString('base64url');
      await fs.writeFile(pdfPath(token), pdf);
      // The metadata is written last: a half-written pair is never served.
      await fs.writeFile(
        metaPath(token),
        JSON.stringify({ fileName, expiresAt: now.getTime() + lifetimeMs }),
        'utf8',
      );
      return token;
    },
    async open(token, now) {
      if (!downloadTokenPattern.test(token)) return null;
      const meta = await readMeta(token);
      if (!meta) return null;
      if (meta.expiresAt <= now.getTime()) {
        await remove(token);
        return null;
      }
      try {
        return { pdf: await fs.readFile(pdfPath(token)), fileName: meta.fileName };
      } catch {
        return null;
      }
    },
  };
}
