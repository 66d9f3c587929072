// Every route of the API as the router holds it, with its declared config: the tests that prove
// no route is left open (a stranger, a member's token, a staff session on owner routes) read the
// list instead of keeping their own, so a new route is covered the day it is added.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ListedRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The /api routes, in the order they were registered (HEAD twins of GET left out). */
    apiRoutes: readonly ListedRoute[];
  }
}

export const routeListPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: ListedRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config ?? {} });
      }
    });
  },
  { name: 'route-list' },
);
