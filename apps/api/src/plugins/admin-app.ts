// Serves the back office's built app under /admin (decision 0733): hashed assets cached for a
// year, the one index.html (SPA mode) for every other address, never cached and never indexed.
// A separate build from the shop's /sp, so no byte of it is ever sent to a customer's page.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSP_HEADER } from './content-security-policy.ts';

export const adminAppPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.adminBuildDir;
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) {
      app.log.warn({ root }, 'back office build not found; /admin will answer 503 until it is built');
    } else {
      await app.register(fastifyStatic, {
        root: path.join(root, 'assets'),
        prefix: '/admin/assets/',
        decorateReply: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
    app.get('/admin', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/admin/', 301));
    app.get('/admin/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/admin/assets/') || !fs.existsSync(index)) {
        const built = fs.existsSync(index);
        return reply
          .status(built ? 404 : 503)
          .type('text/plain; charset=utf-8')
          .send(built ? 'Not Found' : 'The back office is not built: run npm run build');
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .header(CSP_HEADER, app.pagePolicyOfFile(index))
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(index));
    });
  },
  { name: 'admin-app', dependencies: ['content-security-policy'] },
);
