// POST /sample, POST /request-estimate, POST /contact (spec point 7): open to visitors, so each is
// limited per address (decision 0443). The rate limit and the multipart parser are registered in
// this plugin's scope only.
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sampleRequestSchema } from '@shop/domain/forms';
import { apiMessages, requestMessages } from '@shop/domain/messages';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { optionalMember } from '../../plugins/auth.ts';
import { useServerPostalData } from '../postal/service.ts';
import { estimateMultipartLimits, readEstimateMultipart } from './estimate-multipart.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { contactBodySchema, receiptAnswer, snakeCaseErrors } from './schemas.ts';
import { createContactMessage, createEstimateRequest, createSampleRequest, type Visitor } from './service.ts';

/** Submissions one address may make to each call within the window (every attempt counts). */
export const REQUEST_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

const visitorOf = (request: FastifyRequest): Visitor => ({
  userId: request.member?.id ?? null,
  ip: request.ip,
});

/** The field errors of a validation that was attached to the request rather than thrown. */
function attachedErrors(request: FastifyRequest): Record<string, string> | null {
  const failure: unknown = request.validationError;
  if (!hasZodFastifySchemaValidationErrors(failure)) return null;
  const errors: Record<string, string> = {};
  for (const issue of failure.validation) {
    const fromPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    errors[fromPath === '' ? '_' : fromPath] ??= issue.message ?? apiMessages.badRequest;
  }
  return errors;
}

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyRateLimit, {
    global: true,
    max: REQUEST_RATE_LIMIT.max,
    timeWindow: REQUEST_RATE_LIMIT.windowMinutes * 60 * 1000,
    store: databaseRateLimitStore(app, 'requests:'),
    // Each call is counted on its own: a sample request does not use up the contact form.
    keyGenerator: (request) => `${request.routeOptions.url ?? request.url}:${request.ip}`,
    // The counter lives in the database; when it cannot be read, the request is still taken.
    skipOnError: true,
    errorResponseBuilder: () =>
      new HttpError(429, requestMessages.tooManySubmissions(REQUEST_RATE_LIMIT.windowMinutes)),
  });
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: estimateMultipartLimits });
  app.addHook('onRequest', optionalMember);

  app.post(
    '/sample',
    {
      // The postal-code check judges with the server's own lookup.
      preValidation: useServerPostalData,
      schema: {
        tags: ['requests'],
        summary: 'Request free samples of catalogue products (queued mails to staff and the requester)',
        body: sampleRequestSchema,
        response: { 200: receiptAnswer },
      },
    },
    async (request) => {
      const { receivedPostalData: _serverLookup, ...form } = request.body;
      return { data: await createSampleRequest(app, { ...form }, visitorOf(request)) };
    },
  );

  app.post(
    '/request-estimate',
    {
      schema: {
        tags: ['requests'],
        summary:
          'Ask for an estimate. multipart/form-data: json (the estimate form; deliveryTo as the prefecture name or code), sample1 and sample2 (optional files, 10 MB each: PDF, AI, EPS, PSD, SVG, JPEG, PNG, GIF, TIFF, HEIC or ZIP, judged by content)',
        consumes: ['multipart/form-data'],
        response: { 200: receiptAnswer },
      },
    },
    async (request) => {
      const received = await readEstimateMultipart(request, app.fileStore);
      return { data: await createEstimateRequest(app, received, visitorOf(request)) };
    },
  );

  app.post(
    '/contact',
    {
      // Errors are answered under the wire's snake_case names, so the body is checked here.
      attachValidation: true,
      schema: {
        tags: ['requests'],
        summary:
          'Send a message to the shop (snake_case fields); staff get it and the sender an automatic reply',
        body: contactBodySchema,
        response: { 200: receiptAnswer },
      },
    },
    async (request) => {
      const errors = attachedErrors(request);
      if (errors) throw badRequest(snakeCaseErrors(errors));
      return { data: await createContactMessage(app, request.body, visitorOf(request)) };
    },
  );
};
