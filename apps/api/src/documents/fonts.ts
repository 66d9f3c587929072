// The Japanese font embedded in every document. Found through the installed package, not a path
// relative to this file, so the same code works from `src/` (tsx, vitest) and from the bundled
// `dist/server.js`, where npm dependencies stay external in node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

let cached: DocumentFonts | undefined;

/** BIZ UDPGothic regular and bold (covers JIS X 0208), read once per process. */
export function documentFonts(): DocumentFonts {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve('@expo-google-fonts/biz-udpgothic/package.json'));
    cached = {
      regular: readFileSync(path.join(packageDir, '400Regular', 'BIZUDPGothic_400Regular.ttf')),
      bold: readFileSync(path.join(packageDir, '700Bold', 'BIZUDPGothic_700Bold.ttf')),
    };
  }
  return cached;
}
