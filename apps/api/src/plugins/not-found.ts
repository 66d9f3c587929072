import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isClientPage, readClientRoutes } from './app-pages.ts';
import { apiNotFound } from './errors.ts';
import { spaFallbackFile } from './web-app.ts';

/**
 * Unknown /api paths get the JSON envelope (404, or 405 for a known path with another method);
 * a page of the app under /sp gets its prerendered HTML or the app's fallback page, whose router
 * shows the route; any other path under /sp gets the same fallback with status 404, where the
 * router shows the not-found page (decision 0652).
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance) => {
    const fallback = path.join(app.config.webBuildDir, spaFallbackFile);
    const clientRoutes = readClientRoutes(app.config.webBuildDir);
    if (!clientRoutes && fs.existsSync(fallback))
      app.log.warn('the web build lists no client routes: every address under /sp answers 200');
    const isPage = async (url: string) => {
      if (!clientRoutes) return true;
      const pathname = decodeURIComponent(url.split('?')[0] ?? '').replace(/^\/sp\/?/, '');
      try {
        return await isClientPage(clientRoutes, pathname, app.db);
      } catch (error) {
        // The database could not tell whether a material exists: the page says so itself.
        app.log.error({ err: error }, 'could not tell whether an address is a page');
        return true;
      }
    };
    app.setNotFoundHandler(async (request, reply) => {
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
        if (page) return reply.sendFile(page);
        if (fs.existsSync(fallback)) {
          if (!(await isPage(url))) reply.status(404);
          return reply.sendFile(spaFallbackFile);
        }
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

/** The prerendered page of a URL, relative to the build (as @fastify/static's sendFile takes it). */
function prerenderedPage(root: string, url: string): string | undefined {
  const pathname = decodeURIComponent(url.split('?')[0] ?? '').replace(/^\/sp\/?/, '');
  if (pathname.includes('..')) return undefined;
  const file = path.join(pathname, 'index.html');
  return fs.existsSync(path.join(root, file)) ? file : undefined;
}
