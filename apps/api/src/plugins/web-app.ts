// Serves the built React app under /sp: hashed assets cached for a year (immutable), HTML always
// revalidated, prerendered pages as they are, each as its precompressed copy when the browser accepts
// one; the not-found handler gives the SPA fallback.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Adds Accept-Encoding to Vary, keeping what another hook (the device redirect) put there. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const existing = reply.getHeader('vary');
  const values = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) values.push('Accept-Encoding');
  reply.header('vary', values.join(', '));
}

/** React Router (ssr:false + prerender) writes this page for routes that were not prerendered. */
export const spaFallbackFile = '__spa-fallback.html';

export const webAppPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webBuildDir;
    if (!fs.existsSync(root)) {
      app.log.warn({ root }, 'web app build not found; /sp will answer 503 until it is built');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/sp/',
      wildcard: true,
      index: ['index.html'],
      // /sp/cart is answered with cart/index.html by the not-found handler, not redirected to /sp/cart/.
      redirect: false,
      cacheControl: false,
      // The build's .br/.gz copies go to browsers that accept them (decision 0530).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes('/assets/')) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
    // @fastify/static 8 does not say that it chose by Accept-Encoding; caches must know. A hook
    // rather than setHeaders, which writes the raw response that the device redirect's Vary replaces.
    // Callback style: no promise per request on the API's own routes, which pass straight through.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/sp/')) varyOnAcceptEncoding(reply);
      done(null, payload);
    });
  },
  { name: 'web-app' },
);
