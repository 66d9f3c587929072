// One error handler and one not-found handler for the whole server. Under /api every failure is
// the JSON envelope `{ message, errors }` with a Japanese message: never HTML, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { errorEnvelope, messageForStatus, type FieldErrors } from '@shop/domain/error-envelope';
import { apiMessages } from '@shop/domain/messages';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when some /api route has this path, whatever its method. */
    apiPathExists(url: string): boolean;
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // A second router, fed every /api route, answers "does this path exist with another method?" (405).
    const knownRoutes = FindMyWay();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (
          (METHODS as readonly string[]).includes(method) &&
          !knownRoutes.hasRoute(method as 'GET', route.url)
        ) {
          knownRoutes.on(method as 'GET', route.url, () => undefined);
        }
      }
    });

    app.decorate('apiPathExists', (url: string) =>
      METHODS.some((method) => knownRoutes.find(method, url.split('?')[0] ?? url) !== null),
    );

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(errorEnvelope(error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const field = fieldName(issue.instancePath, issue.params);
          errors[field] ??= issue.message ?? apiMessages.badRequest;
        }
        return reply.status(400).send(errorEnvelope(apiMessages.badRequest, errors));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(errorEnvelope(apiMessages.malformedJson));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send(errorEnvelope(apiMessages.internal));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unexpected error');
        return reply.status(500).send(errorEnvelope(apiMessages.internal));
      }
      return reply.status(status).send(errorEnvelope(messageForStatus(status)));
    });
    return undefined;
  },
  { name: 'errors' },
);

/** The /api part of the not-found handler: 405 for a known path with another method, else 404. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (request.server.apiPathExists(request.url)) {
    return reply.status(405).send(errorEnvelope(apiMessages.methodNotAllowed));
  }
  return reply.status(404).send(errorEnvelope(apiMessages.notFound));
}

function fieldName(instancePath: string | undefined, params: unknown): string {
  const fromPath = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  // A missing required key is reported on its parent; its name is in the issue's path params.
  const issue = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
  return issue?.path?.map(String).join('.') || '_';
}
