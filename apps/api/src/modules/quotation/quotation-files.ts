// Rendered quotations wait in the file store for their download: quotations/<token>.pdf beside a
// small <token>.json (file name, expiry). A link lives 15 minutes; expired files are swept whenever
// a new quotation is stored, so the area never grows. Decision 0424.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import type { FileStore } from '../../lib/file-store/file-store.ts';
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

const pdfKey = (token: string) => `quotations/${token}.pdf`;
const metaKey = (token: string) => `quotations/${token}.json`;

export function quotationFiles(store: FileStore, lifetimeMs = QUOTATION_LINK_LIFETIME_MS): QuotationFiles {
  async function remove(token: string): Promise<void> {
    await Promise.all([store.remove(pdfKey(token)), store.remove(metaKey(token))]);
  }

  async function readMeta(token: string): Promise<z.infer<typeof metaSchema> | null> {
    try {
      const parsed = metaSchema.safeParse(JSON.parse((await store.read(metaKey(token))).toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async function sweep(now: Date): Promise<void> {
    const keys = await store.list('quotations');
    const tokens = new Set(keys.map((key) => key.replace(/^quotations\//, '').replace(/\.(pdf|json)$/, '')));
    for (const token of tokens) {
      if (!downloadTokenPattern.test(token)) continue;
      const meta = await readMeta(token);
      // A PDF without readable metadata can never be downloaded: it goes too.
      if (!meta || meta.expiresAt <= now.getTime()) await remove(token);
    }
  }

  return {
    async save(pdf, fileName, now) {
      await sweep(now);
      const token = randomBytes(24).toString('base64url');
      await store.put('quotations', pdf, `${token}.pdf`);
      // The metadata is written last: a half-written pair is never served.
      const meta = JSON.stringify({ fileName, expiresAt: now.getTime() + lifetimeMs });
      await store.put('quotations', Buffer.from(meta, 'utf8'), `${token}.json`);
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
        return { pdf: await store.read(pdfKey(token)), fileName: meta.fileName };
      } catch {
        return null;
      }
    },
  };
}
