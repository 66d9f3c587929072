import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './errors.ts';
import { sendHtmlFile } from './precompressed.ts';
import { spaFallbackFile } from './web-app.ts';

/**
 * Unknown /api paths get the JSON envelope (404, or 405 for a known path with another method);
 * any path under /sp gets the app's fallback page, whose router shows the route or the 404 page.
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance) => {
    const fallback = path.join(app.config.webBuildDir, spaFallbackFile);
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url.startsWith('/api/') || url === '/api') return apiNotFound(request, reply);
      // A missing hashed asset is a plain 404: the fallback page there would be parsed as script.
      if (url.startsWith('/sp/assets/'))
        return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      if (
        (url === '/sp' || url.startsWith('/sp/')) &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        // A prerendered page is served at its URL without a trailing-slash redirect (one round trip less).
        const page = prerenderedPage(app.config.webBuildDir, url);
        if (page) return sendHtmlFile(request, reply, page);
        if (fs.existsSync(fallback)) return sendHtmlFile(request, reply, fallback);
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built: run npm run build');
      }
      if (url === '/' || url.startsWith('/?')) return reply.redirect('/sp/', 302);
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'not-found', dependencies: ['errors'] },
);

function prerenderedPage(root: string, url: string): string | undefined {
  const pathname = decodeURIComponent(url.split('?')[0] ?? '').replace(/^\/sp\/?/, '');
  if (pathname.includes('..')) return undefined;
  const file = path.join(root, pathname, 'index.html');
  return file.startsWith(root) && fs.existsSync(file) ? file : undefined;
}
