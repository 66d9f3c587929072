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
  const base = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shared-base-chunk',
    apply: 'build',
    buildEnd() {
      base.clear();
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => /[\\/]app[\\/](root\.tsx|entry\.client\.tsx)$/.test(id));
      const pending = [...roots];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (base.has(id)) continue;
        base.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) pending.push(imported);
      }
      // The entry and the root stay entries of their own (React Router loads them by name).
      for (const root of roots) base.delete(root);
    },
  };
  return { plugin, isBaseModule: (id) => base.has(id) };
}
