import type { Plugin } from 'vite';

/**
 * Every page loads the code of the client entry and the root route: React Router, react-dom, TanStack
 * Query, the layout, the API client. Left to the bundler's own splitting it arrives as some thirty
 * small files (one per set of routes sharing them), each compressed alone and each a request. This
 * plugin names that code, the static imports reachable from the entry and the root, so that one
 * `codeSplitting` group puts it into a single `base` chunk: one request, compressed as a whole
 * (decision 0562). Modules that only some routes use are left to the bundler.
 */
export function sharedBaseChunk(): { plugin: Plugin; isBaseModule: (id: string) => boolean } {
  let base = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shared-base-chunk',
    apply: 'build',
    buildEnd() {
      base = new Set();
      if (this.environment.name !== 'client') return;
      const roots = [...this.getModuleIds()].filter((id) =>
        /[\\/]app[\\/](root\.tsx|entry\.client\.tsx)$/.test(id),
      );
      base = baseModules(roots, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  return { plugin, isBaseModule: (id) => base.has(id) };
}

/**
 * The modules statically reachable from the roots, without the roots (React Router loads the entry
 * and the root by name) and without the domain package. The domain exports by topic through index
 * files (`@shop/domain/answers`), and an index file imports every module of its topic: followed
 * here, one schema the layout reads would bring every payload's schema, message and rule that any
 * route uses into the chunk every page loads (decision 0674). The bundler places domain modules
 * where their users are; the ones the layout uses still load with the first view.
 */
export function baseModules(roots: readonly string[], importedIdsOf: (id: string) => readonly string[]) {
  const base = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (base.has(id) || isDomainModule(id)) continue;
    base.add(id);
    pending.push(...importedIdsOf(id));
  }
  for (const root of roots) base.delete(root);
  return base;
}

const isDomainModule = (id: string) => /[\\/]packages[\\/]domain[\\/]/.test(id);
