// What a received file really is, read from its content by `file-type` (a maintained library of
// magic numbers), never from its name or the browser's Content-Type: a renamed program must not
// reach staff's computers as "logo.png" (decisions 0363, 0442, 0690). On top sits the shop's
// allow-list: the kinds we accept, and which of them each extension may hold.
import { fileTypeFromBuffer } from 'file-type';

/** The kinds the shop accepts. Illustrator files are PDF inside (CS and later) or PostScript (older). */
export type FileKind =
  'pdf' | 'postscript' | 'psd' | 'svg' | 'jpeg' | 'png' | 'gif' | 'tiff' | 'heic' | 'zip';

/** file-type's extension → our kind; anything it finds that is not here is refused. */
const KIND_OF_DETECTED: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  ai: 'pdf',
  ps: 'postscript',
  eps: 'postscript',
  psd: 'psd',
  jpg: 'jpeg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  tif: 'tiff',
  heic: 'heic',
  zip: 'zip',
};

/** The media type recorded for a kind (what the file is, whatever the browser said). */
export const KIND_MIME_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  postscript: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  svg: 'image/svg+xml',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  heic: 'image/heic',
  zip: 'application/zip',
};

/** The kinds each extension the shop takes may hold (a PNG named .jpg is refused). */
const KINDS_BY_EXTENSION: Readonly<Record<string, readonly FileKind[]>> = {
  pdf: ['pdf'],
  ai: ['pdf', 'postscript'],
  eps: ['postscript'],
  psd: ['psd'],
  svg: ['svg'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  tif: ['tiff'],
  tiff: ['tiff'],
  heic: ['heic'],
  zip: ['zip'],
};

/**
 * The kind of a file from its first bytes (4 KB are plenty), or null when it is none we accept.
 * file-type knows binary formats; SVG is text it does not tell apart, so the shop reads it itself.
 */
export async function detectFileKind(head: Uint8Array): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(head);
  // file-type calls any text opening with an XML declaration "xml": an SVG may be one.
  if (!detected || detected.ext === 'xml') return looksLikeSvg(head) ? 'svg' : null;
  return Object.hasOwn(KIND_OF_DETECTED, detected.ext) ? (KIND_OF_DETECTED[detected.ext] ?? null) : null;
}

/** True when the content is one the extension may carry. */
export function kindMatchesExtension(kind: FileKind | null, extension: string): kind is FileKind {
  if (kind === null || !Object.hasOwn(KINDS_BY_EXTENSION, extension)) return false;
  return KINDS_BY_EXTENSION[extension]?.includes(kind) ?? false;
}

/** Text whose first element is <svg>, after an optional BOM, XML declaration, comments and doctype. */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = Buffer.from(head).toString('utf8');
  // A replacement character from a sequence cut at the end of the head is fine; one before is binary.
  if (text.slice(0, -4).includes('\uFFFD')) return false;
  let rest = text.replace(/^\uFEFF/, '').trimStart();
  rest = rest.replace(/^<\?xml\b[^>]*\?>/i, '').trimStart();
  for (;;) {
    const prolog = /^<!--[\s\S]*?-->/.exec(rest) ?? /^<!DOCTYPE\s+svg\b(?:[^>[]|\[[\s\S]*?\])*>/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length).trimStart();
  }
  return /^<svg[\s>/]/i.test(rest);
}
