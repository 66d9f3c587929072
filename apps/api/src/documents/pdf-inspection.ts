// Test support: what a reader of a rendered PDF sees, through poppler's pdftotext and pdfinfo
// (Debian poppler-utils), the tools a customer's accounting software resembles.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PdfInspection {
  /** pdftotext -layout output; pages separated by form feeds. */
  text: string;
  /** The text of each page. */
  pages: string[];
  /** The text without any white space, for words the layout spaces out (御 見 積 書). */
  compact: string;
  /** pdfinfo's 'Page size' line ('595.28 x 841.89 pts (A4)'). */
  pageSize: string;
  pageCount: number;
}

export function inspectPdf(pdf: Buffer): PdfInspection {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
    const pages = text.split('\f').filter((page, index, all) => index < all.length - 1 || page.trim() !== '');
    return {
      text,
      pages,
      compact: text.replace(/\s+/g, ''),
      pageSize: field('Page size'),
      pageCount: Number(field('Pages')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
