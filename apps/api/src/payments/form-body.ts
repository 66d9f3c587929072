// HTML forms post application/x-www-form-urlencoded: the 3-D Secure challenge page, its return to
// the shop's TermUrl, and the card provider's own API. Fastify reads only JSON by itself; this
// parser, added inside a plugin, reads forms for that plugin's routes only.
import type { FastifyInstance } from 'fastify';

/** Adds a form parser to this (encapsulated) plugin; a repeated field keeps its last value. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
}
