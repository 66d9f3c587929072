// Files that can act when opened (decision 0613): an SVG with script, event handlers or foreign
// HTML; a PDF with JavaScript, actions that run on opening, or launch/submit actions; and any
// polyglot, a file of one format that carries markup or another format's header inside (a JPEG
// that is also an HTML page, a PNG with a ZIP appended). Such a file is stored as sent (the
// customer's artwork is theirs; print staff open it in their tools), but never served inline.
import fs from 'node:fs';
import type { FileKind } from '../../lib/file-kind.ts';

const CHUNK_BYTES = 1024 * 1024;
/** Long enough for the longest pattern to be found across two chunks. */
const OVERLAP_BYTES = 64;

/** Markup that makes a browser run something, in an SVG or hidden in any other file. */
const ACTIVE_MARKUP =
  /<script[\s>/]|<iframe[\s>/]|<embed[\s>/]|<object[\s>/]|<foreignobject[\s>/]|<html[\s>]|javascript:|\son[a-z]+\s*=/;
/** PDF name objects that run code or open something when the document is read. */
const PDF_ACTIONS = /\/(?:javascript|js|openaction|aa|launch|submitform|importdata|richmedia|embeddedfile)\b/;
/** Another format starting inside the file (at any offset but the start). */
const SECOND_FORMAT = /%pdf-|<svg[\s>/]|<!doctype html/;
/** A ZIP's local file header or end of its directory: a ZIP (or JAR) riding on the file. */
const ZIP_SIGNATURES = [Buffer.from([0x70, 0x6b, 3, 4]), Buffer.from([0x70, 0x6b, 5, 6])].map((bytes) =>
  bytes.toString('latin1'),
);

type Check = (text: string) => boolean;
const matches =
  (pattern: RegExp): Check =>
  (text) =>
    pattern.test(text);
const carriesZip: Check = (text) => ZIP_SIGNATURES.some((signature) => text.includes(signature));

/** The checks that make a file of this kind active (on lower-cased latin1 text). */
function checksFor(kind: FileKind): Check[] {
  switch (kind) {
    case 'svg':
      return [matches(ACTIVE_MARKUP)];
    case 'pdf':
      return [matches(PDF_ACTIONS), matches(ACTIVE_MARKUP), carriesZip];
    case 'zip':
      // An archive is never opened by a browser as a page; markup at its start would make it one.
      return [];
    default:
      return [matches(ACTIVE_MARKUP), matches(SECOND_FORMAT), carriesZip];
  }
}

/**
 * True when the file holds active content. Reads it whole in chunks (latin1, lower-cased, so byte
 * patterns and case-insensitive markup are both plain regular expressions). The first bytes of a
 * file are its own format's header: a second format is looked for after them.
 */
export async function hasActiveContent(filePath: string, kind: FileKind): Promise<boolean> {
  const checks = checksFor(kind);
  if (checks.length === 0) return zipStartsWithMarkup(filePath);
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES + OVERLAP_BYTES);
    let carried = 0;
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carried, CHUNK_BYTES, position);
      if (bytesRead === 0) return false;
      const text = buffer.toString('latin1', 0, carried + bytesRead).toLowerCase();
      // Skip the file's own header (its first 8 bytes) when looking for a second format.
      const searched = position === 0 ? text.slice(8) : text;
      if (checks.some((check) => check(searched))) return true;
      position += bytesRead;
      const total = carried + bytesRead;
      carried = Math.min(OVERLAP_BYTES, total);
      buffer.copy(buffer, 0, total - carried, total);
    }
  } finally {
    await handle.close();
  }
}

async function zipStartsWithMarkup(filePath: string): Promise<boolean> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return ACTIVE_MARKUP.test(head.toString('latin1', 0, bytesRead).toLowerCase());
  } finally {
    await handle.close();
  }
}
