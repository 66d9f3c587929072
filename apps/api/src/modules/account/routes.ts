import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages } from '@shop/domain/messages';
import { HttpError } from '../../lib/http-error.ts';
import { databaseRateLimitStore } from '../requests/rate-limit-store.ts';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { useServerPostalData } from '../postal/service.ts';
import { doneAnswerSchema, emailCheckAnswerSchema, signupAnswerSchema } from '@shop/domain/answers';
import { accountBodySchema, emailCheckBodySchema, signupBodySchema, userAnswerSchema } from './schemas.ts';
import { emailAvailable, getUser, leave, signup, updateAccount } from './service.ts';
import { configFor } from '../../plugins/public-url.ts';

const userAnswer = z.object({ data: userAnswerSchema });

/**
 * E-mail checks one address may make in the window: plenty for a customer correcting a typo, too
 * few to list the shop's members (decision 0664).
 */
export const EMAIL_CHECK_RATE_LIMIT = { max: 20, windowMinutes: 10 } as const;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(app, 'email-check:'),
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, apiMessages.tooManyRequests),
  });

  app.post(
    '/user',
    {
      preValidation: useServerPostalData,
      schema: {
        tags: ['members'],
        summary:
          'Sign up (409 when the e-mail is registered); a welcome mail follows and the member is logged in (token)',
        body: signupBodySchema,
        response: { 200: z.object({ data: signupAnswerSchema }) },
      },
    },
    async (request) => ({
      data: await signup(app.db, configFor(app, request), request.body, app.now()),
    }),
  );

  app.post(
    '/email-check',
    {
      config: {
        rateLimit: {
          max: EMAIL_CHECK_RATE_LIMIT.max,
          timeWindow: EMAIL_CHECK_RATE_LIMIT.windowMinutes * 60 * 1000,
        },
      },
      schema: {
        tags: ['members'],
        summary: "Whether an e-mail can still sign up: the signup form's input step asks before confirming",
        body: emailCheckBodySchema,
        response: { 200: z.object({ data: emailCheckAnswerSchema }) },
      },
    },
    async (request) => ({ data: { available: await emailAvailable(app.db, request.body.email) } }),
  );

  app.get(
    '/user',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary: "The member's own data",
        security: bearerSecurity,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({ data: { user: await getUser(app.db, memberOf(request).id, app.now()) } }),
  );

  app.put(
    '/account',
    {
      onRequest: requireMember,
      preValidation: useServerPostalData,
      schema: {
        tags: ['members'],
        summary: 'Change the member data; a new e-mail or password needs currentPassword (422)',
        security: bearerSecurity,
        body: accountBodySchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({
      data: {
        user: await updateAccount(app.db, configFor(app, request), memberOf(request), request.body, {
          ip: request.ip,
          now: app.now(),
        }),
      },
    }),
  );

  app.post(
    '/leave',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary:
          'Leave the shop: personal data anonymised, sessions ended, orders kept (409 while an order is in progress)',
        security: bearerSecurity,
        response: { 200: z.object({ data: doneAnswerSchema }) },
      },
    },
    async (request) => {
      await leave(app.db, configFor(app, request), memberOf(request), app.now());
      return { data: { message: '' as const } };
    },
  );
};
