// What a sample file really is, judged by its first bytes (magic numbers), never by its name or the
// browser's Content-Type: a renamed executable must not reach the staff's computers as "logo.png".
// Decision: docs/decisions/0442-request-files.md.

export type FileKind =
  'pdf' | 'postscript' | 'eps-binary' | 'psd' | 'svg' | 'jpeg' | 'png' | 'gif' | 'tiff' | 'heic' | 'zip';

/** How many leading bytes the sniffer needs (an SVG may open with a long XML prolog). */
export const SNIFF_BYTES = 4096;

/** The media type stored with a file of each kind. */
export const mimeTypeOf: Record<FileKind, string> = {
  pdf: 'application/pdf',
  postscript: 'application/postscript',
  'eps-binary': 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  svg: 'image/svg+xml',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  heic: 'image/heic',
  zip: 'application/zip',
};

/**
 * The kinds each accepted extension may hold. Illustrator files since CS are PDF inside (older
 * ones PostScript); EPS is PostScript, sometimes with a binary preview header.
 */
const kindsByExtension: Record<string, readonly FileKind[]> = {
  pdf: ['pdf'],
  ai: ['pdf', 'postscript'],
  eps: ['postscript', 'eps-binary'],
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

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => head[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  // An XML prolog, comments and a doctype may come first; the root element must be <svg.
  const rest = text
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/.test(rest);
}

/** The kind of file these leading bytes open, or null for anything we do not accept. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, ascii('%!PS'))) return 'postscript';
  if (startsWith(head, [0xc5, 0xd0, 0xd3, 0xc6])) return 'eps-binary';
  if (startsWith(head, ascii('8BPS'))) return 'psd';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return HEIC_BRANDS.includes(brand) ? 'heic' : null;
  }
  // A zip opens with a local file header; an empty archive with the end-of-directory record.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (looksLikeSvg(head)) return 'svg';
  return null;
}

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** True when the content's kind is one the file's extension may hold. */
export function contentMatchesName(name: string, kind: FileKind | null): kind is FileKind {
  if (kind === null) return false;
  return kindsByExtension[extensionOf(name)]?.includes(kind) ?? false;
}
