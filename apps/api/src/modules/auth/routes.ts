import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doneAnswerSchema, loginAnswerSchema } from '@shop/domain/answers';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import {
  loginBodySchema,
  newPasswordBodySchema,
  resetRequestBodySchema,
  resetTokenParams,
} from './schemas.ts';
import { isResetTokenUsable, login, logout, requestPasswordReset, resetPassword } from './service.ts';
import { LOGIN_DEVICE_COOKIE, LOGIN_DEVICE_LIFETIME_MS } from './login-throttle.ts';
import { memberMessages } from './member-messages.ts';
import { notFound } from '../../lib/http-error.ts';
import { configFor } from '../../plugins/public-url.ts';

const messageAnswer = z.object({ data: doneAnswerSchema });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // For the login device cookie only (decision 0612); the API itself authenticates by bearer token.
  await app.register(fastifyCookie);

  app.post(
    '/login',
    {
      schema: {
        tags: ['members'],
        summary: 'Log in: a bearer token for the member (401 when wrong, 429 after repeated failures)',
        body: loginBodySchema,
        response: {
          200: z.object({ data: loginAnswerSchema }),
        },
      },
    },
    async (request, reply) => {
      const { token, deviceToken } = await login(
        app.db,
        { ...request.body, ip: request.ip, deviceToken: request.cookies[LOGIN_DEVICE_COOKIE] },
        app.now(),
      );
      // Sent back only to the login call, never readable by scripts.
      void reply.setCookie(LOGIN_DEVICE_COOKIE, deviceToken, {
        path: '/api/v2/login',
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        maxAge: LOGIN_DEVICE_LIFETIME_MS / 1000,
      });
      return { data: { token } };
    },
  );

  app.get(
    '/check-login',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary: 'Whether the bearer token is valid (200) or not (401)',
        security: bearerSecurity,
        response: { 200: z.object({ data: z.object({ isAuthed: z.literal(true) }) }) },
      },
    },
    async () => ({ data: { isAuthed: true as const } }),
  );

  // Not in the spec's table: without it a token would live on after logout (decision 0251).
  app.post(
    '/logout',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary: 'Log out: the bearer token stops working',
        security: bearerSecurity,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await logout(app.db, memberOf(request).sessionId, app.now());
      return { data: { message: '' as const } };
    },
  );

  app.post(
    '/reset',
    {
      schema: {
        tags: ['members'],
        summary:
          'Ask for a password-reset link by mail; the answer is the same whether the address is registered or not',
        body: resetRequestBodySchema,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, configFor(app, request), request.body.email, app.now());
      return { data: { message: '' as const } };
    },
  );

  app.get(
    '/reset/:token',
    {
      schema: {
        tags: ['members'],
        summary: 'Whether a reset link can still be used (200) or not (404)',
        params: resetTokenParams,
        response: { 200: z.object({ data: z.object({ valid: z.literal(true) }) }) },
      },
    },
    async (request) => {
      if (!(await isResetTokenUsable(app.db, request.params.token, app.now()))) {
        throw notFound(memberMessages.resetTokenInvalid);
      }
      return { data: { valid: true as const } };
    },
  );

  app.post(
    '/reset/:token',
    {
      schema: {
        tags: ['members'],
        summary: 'Set a new password through a reset link; every session of the member ends',
        params: resetTokenParams,
        body: newPasswordBodySchema,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await resetPassword(
        app.db,
        configFor(app, request),
        { token: request.params.token, password: request.body.password },
        app.now(),
      );
      return { data: { message: '' as const } };
    },
  );
};
