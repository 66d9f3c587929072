import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { useServerPostalData } from '../postal/service.ts';
import { doneAnswerSchema } from '@shop/domain/answers';
import { accountBodySchema, signupBodySchema, userAnswerSchema } from './schemas.ts';
import { getUser, leave, signup, updateAccount } from './service.ts';
import { configFor } from '../../plugins/public-url.ts';

const userAnswer = z.object({ data: userAnswerSchema });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user',
    {
      preValidation: useServerPostalData,
      schema: {
        tags: ['members'],
        summary: 'Sign up (409 when the e-mail is registered); a welcome mail follows',
        body: signupBodySchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({
      data: { user: await signup(app.db, configFor(app, request), request.body, app.now()) },
    }),
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
