// Spec point 1: in production and staging, non-phone visitors are redirected to / (decisions
// 0510–0513). Registered only when config.deviceRedirect is on; without it / keeps sending everyone
// to /sp/ (not-found.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { classifyDevice } from './device-class.ts';
import { renderDesktopPage } from './desktop-page.ts';
import {
  decideRedirect,
  isSentAway,
  pcViewCookie,
  pcViewMaxAgeSeconds,
  pcViewPath,
} from './redirect-rule.ts';

const appPath = '/sp/';
// Everything the answer depends on, so a shared cache never gives a phone the computer's answer.
const decidedBy = ['User-Agent', 'Sec-CH-UA-Mobile', 'Sec-CH-UA-Platform', 'Cookie'];

/** Asks Chromium for the hints the rule reads, and tells caches what the answer varies on. */
function markDecided(reply: FastifyReply): void {
  reply.header('accept-ch', 'Sec-CH-UA-Mobile, Sec-CH-UA-Platform');
  const existing = reply.getHeader('vary');
  const current = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const known = new Set(current.map((v) => v.toLowerCase()));
  const merged = [...current, ...decidedBy.filter((v) => !known.has(v.toLowerCase()))];
  reply.header('vary', merged.join(', '));
}

export const deviceRedirectPlugin = fp(
  async (app: FastifyInstance) => {
    const desktopPage = renderDesktopPage(`${app.config.publicUrl}${appPath}`);
    const secure = app.config.publicUrl.startsWith('https:');

    // Callback style: the API's own requests pass straight through without a promise each.
    app.addHook('onRequest', (request, reply, done) => {
      const decision = decideRedirect(request.method, request.url, request.headers);
      if (decision) markDecided(reply);
      // 302, never 301: the answer depends on the device and on the visitor's choice.
      if (decision?.redirect) reply.redirect('/', 302);
      else done();
    });

    // A computer gets the page that explains, everyone else the app (no loop: / never sends a
    // computer back to /sp/, and /sp sends it here only until it chooses to stay).
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      markDecided(reply);
      if (!isSentAway(classifyDevice(request.headers), request.headers.cookie)) {
        return reply.redirect(appPath, 302);
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(desktopPage);
    });

    // "このままPCで見る": remembered for 30 days in this browser (decision 0513).
    app.get(pcViewPath, { schema: { hide: true } }, async (_request, reply) => {
      const attributes = [
        `${pcViewCookie}=1`,
        'Path=/',
        `Max-Age=${pcViewMaxAgeSeconds}`,
        'SameSite=Lax',
        'HttpOnly',
        ...(secure ? ['Secure'] : []),
      ];
      return reply
        .header('set-cookie', attributes.join('; '))
        .header('cache-control', 'no-store')
        .redirect(appPath, 302);
    });
  },
  { name: 'device-redirect' },
);
