import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './build-plugins/service-worker';
import { preactInBrowser } from './build-plugins/preact-in-browser';

// The API server (apps/api, port 3000) also serves the sandbox card provider; the dev server
// forwards both so that the browser talks to one origin, as it does in production.
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  base: '/sp/',
  plugins: [preactInBrowser(), tailwindcss(), reactRouter(), serviceWorkerPlugin('/sp/')],
  // `~/*` comes from tsconfig.json `paths`, so the editor, tsc and the build agree.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/sandbox-pay': { target: apiOrigin, changeOrigin: false },
    },
  },
});
