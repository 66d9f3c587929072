import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The API server (apps/api, port 3000) serves /api/admin; the dev server forwards it so that the
// browser talks to one origin, as it does in production (the session cookie is SameSite=Strict).
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss(), reactRouter()],
  // `~/*` is the shop's app (its form and UI primitives), `@admin/*` this one: tsconfig.json `paths`.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: apiOrigin, changeOrigin: false } },
  },
});
