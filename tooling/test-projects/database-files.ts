// Which API test files run on PostgreSQL as well as PGlite (decision 0838). A file whose subject
// never reaches a database (PDF rendering, signing, device rules) gave the same answer twice, at
// seconds of CPU each. The rule is read from the code, not kept as a list: a file runs on both kinds
// when it, or a module it imports through relative paths (followed transitively), imports a database
// driver (pg, PGlite) or reads TEST_DB_KIND, the knob spawned servers and helpers choose the kind by.
import fs from 'node:fs';
import path from 'node:path';

const DATABASE_DRIVERS = new Set(['pg', '@electric-sql/pglite']);
const KIND_KNOB = 'TEST_DB_KIND';
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;

/** The specifiers a module names in its static and dynamic imports (type-only ones too: safe side). */
function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

/** Whether the module, or one it reaches through relative imports, opens a database. */
export function reachesDatabase(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // an import cycle adds nothing new
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const reaches =
    source.includes(KIND_KNOB) ||
    specifiersOf(source).some((specifier) =>
      specifier.startsWith('.')
        ? reachesDatabase(path.resolve(path.dirname(file), specifier), seen)
        : DATABASE_DRIVERS.has(specifier) || specifier.startsWith('@electric-sql/pglite/'),
    );
  seen.set(file, reaches);
  return reaches;
}

/** The test files under `root` (relative to it) that run on PostgreSQL too. */
export function databaseTestFiles(root: string, folders: readonly string[]): string[] {
  const seen = new Map<string, boolean>();
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(folder, name)),
    )
    .filter((file) => reachesDatabase(path.join(root, file), seen))
    .sort();
}
