// The shop's address for links that bring the customer back (decision 0653). With PUBLIC_URL set,
// always that. On `npm start` without it, the address the request came to: a browser on
// http://127.0.0.1:3000 and one on http://localhost:3000 keep separate storage (login, cart), so a
// 3-D Secure return or an order mail that sent the customer to the other one lost them. Outside
// development the Host header is never trusted for links (it is the customer's to forge).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** A host name or IP address with an optional port: nothing else is put into a link. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function publicUrlFor(
  config: Pick<Config, 'publicUrl' | 'publicUrlIsSet' | 'appEnv'>,
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
): string {
  if (config.publicUrlIsSet || config.appEnv !== 'development') return config.publicUrl;
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : config.publicUrl;
}

/**
 * In development without PUBLIC_URL, says once per address what the links that are not tied to a
 * request (mail sent later, the reconciliation's notices) use, and what to set.
 */
export const publicUrlPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    if (config.publicUrlIsSet || config.appEnv !== 'development') return;
    const told = new Set<string>([config.publicUrl]);
    app.addHook('onRequest', (request, _reply, done) => {
      const address = publicUrlFor(config, request);
      if (!told.has(address) && request.url.startsWith('/sp')) {
        told.add(address);
        app.log.warn(
          `The shop is open at ${address}, but PUBLIC_URL is not set: links made without a request ` +
            `(mail sent later, the notice of a released order) point to ${config.publicUrl}. ` +
            `Set PUBLIC_URL=${address} or open ${config.publicUrl}/sp/.`,
        );
      }
      done();
    });
  },
  { name: 'public-url' },
);

/** The configuration as a request's links need it: publicUrl is the address the request came to. */
export function configFor(app: FastifyInstance, request: FastifyRequest): Config {
  return { ...app.config, publicUrl: publicUrlFor(app.config, request) };
}
