// One error handler and one not-found handler for the whole server. Under /api every failure is
// the JSON envelope `{ message, errors }` with a Japanese message: never HTML, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import { apiMessages } from '@shop/domain/messages';
import { HttpError } from '../lib/http-error.ts';

export interface ErrorEnvelope {
  message: string;
  errors: Record<string, string>;
}

const statusMessages: Record<number, string> = {
  400: apiMessages.badRequest,
  401: apiMessages.unauthorized,
  403: apiMessages.forbidden,
  404: apiMessages.notFound,
  405: apiMessages.methodNotAllowed,
  409: apiMessages.conflict,
  408: apiMessages.requestTimeout,
  413: apiMessages.payloadTooLarge,
  414: apiMessages.uriTooLong,
  415: apiMessages.unsupportedMediaType,
  422: apiMessages.unprocessable,
  429: apiMessages.tooManyRequests,
  431: apiMessages.headersTooLarge,
};

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
        return reply.status(error.statusCode).send(envelope(error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = fieldName(issue.instancePath, issue.params);
          errors[field] ??= issue.message ?? apiMessages.badRequest;
        }
        return reply.status(400).send(envelope(apiMessages.badRequest, errors));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(envelope(apiMessages.malformedJson));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send(envelope(apiMessages.internal));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unexpected error');
        return reply.status(500).send(envelope(apiMessages.internal));
      }
      const message = statusMessages[status] ?? apiMessages.badRequest;
      return reply.status(status).send(envelope(message));
    });
    return undefined;
  },
  { name: 'errors' },
);

/** The /api part of the not-found handler: 405 for a known path with another method, else 404. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (request.server.apiPathExists(request.url)) {
    return reply.status(405).send(envelope(apiMessages.methodNotAllowed));
  }
  return reply.status(404).send(envelope(apiMessages.notFound));
}

export function envelope(message: string, errors: Record<string, string> = {}): ErrorEnvelope {
  return { message, errors };
}

function fieldName(instancePath: string | undefined, params: unknown): string {
  const fromPath = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  // A missing required key is reported on its parent; its name is in the issue's path params.
  const issue = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
  return issue?.path?.map(String).join('.') || '_';
}
