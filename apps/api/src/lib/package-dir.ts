import fs from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder, found by walking up to its package.json, so that files beside the
 * sources (migrations, fonts) are found both from `src/` under tsx and from the bundled `dist/`.
 */
export function apiPackageDir(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@shop/api') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @shop/api package folder');
    dir = parent;
  }
}
