// The name a customer's file arrives with is only ever shown back to people (mails, My page, the
// staff's download): it never becomes a path. Still, a name with path characters is refused, so
// no tool that later saves it under that name can be tricked (decision 0363).

export const FILE_NAME_MAX_LENGTH = 200;

/** The extensions artwork may carry (spec: ai, pdf, eps, psd, png, jpg, svg, zip). */
export const ARTWORK_EXTENSIONS: readonly string[] = [
  'ai',
  'pdf',
  'eps',
  'psd',
  'png',
  'jpg',
  'jpeg',
  'svg',
  'zip',
];

export type FileNameCheck =
  | { ok: true; name: string; extension: string }
  | { ok: false; reason: 'empty' | 'path' | 'control' | 'long' | 'extension' };

// Slash, backslash, and the full-width and fraction slashes that NFKC or some file systems turn into one.
const PATH_CHARACTERS = /[/\\\uFF0F\uFF3C\u2215\u2044\u29F8]/u;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Checks a file name as sent: NFC-normalised, no path or control characters, an accepted extension. */
export function checkFileName(raw: string): FileNameCheck {
  const name = raw.normalize('NFC').trim();
  if (name === '' || name === '.' || name === '..')
    return { ok: false, reason: name === '' ? 'empty' : 'path' };
  if (PATH_CHARACTERS.test(name)) return { ok: false, reason: 'path' };
  if (CONTROL.test(name)) return { ok: false, reason: 'control' };
  if ([...name].length > FILE_NAME_MAX_LENGTH) return { ok: false, reason: 'long' };
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!ARTWORK_EXTENSIONS.includes(extension)) return { ok: false, reason: 'extension' };
  return { ok: true, name, extension };
}
