// Slow clients (issue 14 point 8, decision 0616). Node cuts off a client whose headers take too
// long (headersTimeout) and any request still arriving after requestTimeout; this hook adds the
// body's own limit: a client silent for `idleMs` while its request is still arriving is cut off,
// while the server's own silence after a whole request (a card charge, a PDF) is never held
// against the connection. Between requests, the keep-alive timeout closes an idle connection.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const keepWaiting = (): void => undefined;

export const slowClientsPlugin = fp(
  async (app: FastifyInstance) => {
    const { idleMs } = app.config.httpTimeouts;
    // Callback style: no promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      const socket = request.raw.socket;
      // inject()'s stand-in socket (tests) has no timer and no client to wait for.
      if (typeof socket.setTimeout !== 'function') return done();
      socket.setTimeout(idleMs);
      // Node asks the request first while it is incomplete: the client stopped sending.
      request.raw.on('timeout', () => socket.destroy());
      // The request is whole: the wait is the server's, and the answer ends it.
      reply.raw.on('timeout', keepWaiting);
      done();
    });
  },
  { name: 'slow-clients' },
);
