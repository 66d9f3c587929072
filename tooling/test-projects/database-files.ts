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

interface ModuleFacts {
  /** It imports a driver or reads the kind knob itself. */
  opensDatabase: boolean;
  /** The modules it imports through relative paths, absolute. */
  relativeImports: string[];
}

function factsOf(file: string): ModuleFacts {
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const specifiers = specifiersOf(source);
  return {
    opensDatabase:
      source.includes(KIND_KNOB) ||
      specifiers.some((name) => DATABASE_DRIVERS.has(name) || name.startsWith('@electric-sql/pglite/')),
    relativeImports: specifiers
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name)),
  };
}

/**
 * Whether the module, or one it reaches through relative imports, opens a database. Every module
 * reachable from `file` is visited (not a yes/no remembered per module: inside an import cycle
 * that answer would be taken before the cycle's other half was read); `facts` caches the reads.
 */
export function reachesDatabase(file: string, facts = new Map<string, ModuleFacts>()): boolean {
  const visited = new Set<string>();
  const pending = [file];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (visited.has(next)) continue;
    visited.add(next);
    const known = facts.get(next) ?? factsOf(next);
    facts.set(next, known);
    if (known.opensDatabase) return true;
    pending.push(...known.relativeImports);
  }
  return false;
}

/** The test files under `root` (relative to it) that run on PostgreSQL too. */
export function databaseTestFiles(root: string, folders: readonly string[]): string[] {
  const facts = new Map<string, ModuleFacts>();
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(folder, name)),
    )
    .filter((file) => reachesDatabase(path.join(root, file), facts))
    .sort();
}
