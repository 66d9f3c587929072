import type { Plugin } from 'vite';

/**
 * The browser build runs on Preact's React-compatible layer instead of react-dom (decision 0206):
 * react-dom alone is about 60 KB gzipped, more than half of the 100 KB first-view budget, while
 * preact/compat is about 5 KB. Source code keeps importing `react`; only the browser bundle is
 * redirected. Prerendering (the server build) stays on real React, whose HTML Preact hydrates.
 */
const browserModules: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export function preactInBrowser(): Plugin {
  return {
    name: 'shop:preact-in-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr) return null;
      const target = browserModules[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
