import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './build-plugins/service-worker';
import { sharedBaseChunk } from './build-plugins/shared-base-chunk';

// The API server (apps/api, port 3000) also serves the sandbox card provider; the dev server
// forwards both so that the browser talks to one origin, as it does in production.
const apiOrigin = 'http://localhost:3000';

const baseChunk = sharedBaseChunk();

// Two more groups, for the same reason as the base chunk: left alone, the bundler cuts the form
// code into a dozen chunks of 200–1,000 bytes, each compressed alone. Every form loads react-hook-form
// with its hooks (the form kit); the cart and checkout use fields without a form (the field kit).
// One chunk each saves 0.6–1.5 KB on the fullest first views (bench/README.md, 2026-11-27).
const formKit =
  /[\\/](react-hook-form[\\/]|app[\\/]ui[\\/]form[\\/](use-shop-form|use-server-field-errors|scroll-to-first-error|error-message-at|use-late-defaults|use-field-props)\.tsx?$)/;
const fieldKit =
  /[\\/]app[\\/]ui[\\/]form[\\/](field-shell|text-field|suppress-enter|form-alert|button)\.tsx?$/;

export default defineConfig({
  base: '/sp/',
  plugins: [baseChunk.plugin, tailwindcss(), reactRouter(), serviceWorkerPlugin('/sp/')],
  // `~/*` comes from tsconfig.json `paths`, so the editor, tsc and the build agree.
  resolve: { tsconfigPaths: true },
  // WEB_SOURCEMAP=1 for bundle analysis (which module pulls what into a route's first view);
  // never in a build that is served.
  build: {
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      // What every page loads, in one chunk (decision 0562).
      output: {
        codeSplitting: {
          groups: [
            { name: 'base', test: baseChunk.isBaseModule },
            { name: 'form-kit', test: formKit },
            { name: 'field-kit', test: fieldKit },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/sandbox-pay': { target: apiOrigin, changeOrigin: false },
    },
  },
});
