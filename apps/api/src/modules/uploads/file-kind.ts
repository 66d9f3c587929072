// What an uploaded file really is, read from its first bytes, never from its name or the browser's
// Content-Type (decision 0363). Accepted: ai, pdf, eps, psd, png, jpg, svg, zip.

/** The formats the content can show. An .ai file is a PDF (CS and later) or PostScript (older). */
export type FileKind = 'pdf' | 'postscript' | 'eps-binary' | 'psd' | 'png' | 'jpeg' | 'svg' | 'zip';

/** How many leading bytes detection needs. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PSD = ascii('8BPS');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6];
const POSTSCRIPT = ascii('%!PS');

/**
 * The kind of a file from its first bytes (up to SNIFF_BYTES), or null when it is none we accept.
 * A PDF may have a little junk before its header (readers allow 1,024 bytes); an SVG is text whose
 * first element is <svg>, after an optional XML declaration, comments and doctype.
 */
export function detectFileKind(head: Buffer): FileKind | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PSD)) return 'psd';
  if (startsWith(head, ZIP)) return 'zip';
  if (startsWith(head, DOS_EPS)) return 'eps-binary';
  if (startsWith(head, POSTSCRIPT)) return 'postscript';
  const pdfAt = head.subarray(0, 1024 + 5).indexOf('%PDF-', 0, 'latin1');
  if (pdfAt >= 0) return 'pdf';
  if (looksLikeSvg(head)) return 'svg';
  return null;
}

/** Reads the start of a text file: BOM, <?xml …?>, comments, <!DOCTYPE …>, then <svg. */
export function looksLikeSvg(head: Buffer): boolean {
  let text = head.toString('utf8');
  if (text.includes('\uFFFD') && !isUtf8Prefix(head)) return false;
  text = text.replace(/^\uFEFF/, '');
  let rest = text.trimStart();
  rest = rest.replace(/^<\?xml\b[^>]*\?>/i, '').trimStart();
  for (;;) {
    const comment = /^<!--[\s\S]*?-->/.exec(rest);
    if (comment) {
      rest = rest.slice(comment[0].length).trimStart();
      continue;
    }
    const doctype = /^<!DOCTYPE\s+svg\b(?:[^>[]|\[[\s\S]*?\])*>/i.exec(rest);
    if (doctype) {
      rest = rest.slice(doctype[0].length).trimStart();
      continue;
    }
    break;
  }
  return /^<svg[\s>/]/i.test(rest);
}

/** A replacement character from a multi-byte sequence cut at the end of the sniffed bytes is fine. */
function isUtf8Prefix(head: Buffer): boolean {
  return !head
    .subarray(0, Math.max(0, head.length - 4))
    .toString('utf8')
    .includes('\uFFFD');
}

/** The extensions customers send, and what their content may be. */
export const ACCEPTED_EXTENSIONS: Readonly<Record<string, readonly FileKind[]>> = {
  ai: ['pdf', 'postscript'],
  pdf: ['pdf'],
  eps: ['postscript', 'eps-binary'],
  psd: ['psd'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  svg: ['svg'],
  zip: ['zip'],
};

/** The MIME type recorded for a kind (what the file is, whatever the browser said). */
export const KIND_MIME_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  postscript: 'application/postscript',
  'eps-binary': 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  zip: 'application/zip',
};

/** True when the content is one the extension may carry (a PNG named .jpg is refused). */
export function kindMatchesExtension(kind: FileKind, extension: string): boolean {
  return (
    Object.hasOwn(ACCEPTED_EXTENSIONS, extension) && (ACCEPTED_EXTENSIONS[extension]?.includes(kind) ?? false)
  );
}
