// /api/admin: the staff member's login, second factor, TOTP enrolment, session and logout.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recoveryCodesAnswerSchema,
  secondFactorSchema,
  staffLoginSchema,
  staffSessionAnswerSchema,
  totpCodeSchema,
  totpEnrolmentAnswerSchema,
  type StaffSessionAnswer,
} from '@shop/domain/staff';
import { doneAnswerSchema } from '@shop/domain/answers';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './enrolment.ts';
import { staffCookieSecurity, staffOf } from './staff-guard.ts';
import { staffPasswordLogin, staffSecondFactor } from './staff-login.ts';
import {
  revokeStaffSession,
  STAFF_COOKIE,
  STAFF_IDLE_TIMEOUT_MS,
  staffSessionForToken,
  type StaffSession,
} from './staff-session.ts';

const tags = ['admin: staff session'];
const sessionAnswer = z.object({ data: staffSessionAnswerSchema });

function answerOf(session: StaffSession): StaffSessionAnswer {
  return {
    staff: { id: session.staffId, email: session.email, name: session.name, role: session.role },
    stage: session.stage,
    csrfToken: session.csrfToken,
    idleTimeoutSeconds: STAFF_IDLE_TIMEOUT_MS / 1000,
  };
}

/** Hands the browser a new session cookie and answers the session it opens. */
async function openSession(db: Database, reply: FastifyReply, token: string, now: Date) {
  const session = await staffSessionForToken(db, token, now);
  if (!session) throw unauthorized();
  // No Max-Age: the cookie ends with the browser; the server's idle and daily limits end it sooner.
  void reply.setCookie(STAFF_COOKIE, token, { path: '/', httpOnly: true, secure: true, sameSite: 'strict' });
  return answerOf(session);
}

export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { staffAccess: 'anyone' },
      schema: {
        tags,
        summary:
          'Step 1: e-mail and password (401 wrong, 429 after repeated failures); sets the session cookie',
        body: staffLoginSchema,
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const opened = await staffPasswordLogin(app.db, { ...request.body, ip: request.ip }, now);
      return { data: await openSession(app.db, reply, opened.token, now) };
    },
  );

  app.post(
    '/login/code',
    {
      config: { staffAccess: 'signing-in' },
      schema: {
        tags,
        summary: 'Step 2: the TOTP code or a recovery code; the session cookie is replaced by a full one',
        security: staffCookieSecurity,
        body: secondFactorSchema,
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const input = { code: request.body.code, ip: request.ip };
      const opened = await staffSecondFactor(app.db, staffOf(request), input, app.config.staffTotpKey, now);
      return { data: await openSession(app.db, reply, opened.token, now) };
    },
  );

  app.post(
    '/totp/enrolment',
    {
      config: { staffAccess: 'signing-in' },
      schema: {
        tags,
        summary: 'TOTP set-up, step 1: a new secret and its QR code',
        security: staffCookieSecurity,
        response: { 200: z.object({ data: totpEnrolmentAnswerSchema }) },
      },
    },
    async (request) => ({
      data: await startTotpEnrolment(app.db, staffOf(request), app.config.staffTotpKey, app.now()),
    }),
  );

  app.post(
    '/totp/enrolment/confirm',
    {
      config: { staffAccess: 'signing-in' },
      schema: {
        tags,
        summary: 'TOTP set-up, step 2: the first code; answers the recovery codes once and a full session',
        security: staffCookieSecurity,
        body: totpCodeSchema,
        response: { 200: z.object({ data: recoveryCodesAnswerSchema }) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const done = await confirmTotpEnrolment(
        app.db,
        staffOf(request),
        request.body.code,
        app.config.staffTotpKey,
        now,
      );
      const session = await openSession(app.db, reply, done.token, now);
      return { data: { session, recoveryCodes: done.recoveryCodes } };
    },
  );

  app.get(
    '/session',
    {
      config: { staffAccess: 'signing-in' },
      schema: {
        tags,
        summary: 'The staff member logged in, how far the login has come, and the CSRF token',
        security: staffCookieSecurity,
        response: { 200: sessionAnswer },
      },
    },
    async (request) => ({ data: answerOf(staffOf(request)) }),
  );

  app.post(
    '/logout',
    {
      config: { staffAccess: 'signing-in' },
      schema: {
        tags,
        summary: 'Log out: the session ends and its cookie is cleared',
        security: staffCookieSecurity,
        response: { 200: z.object({ data: doneAnswerSchema }) },
      },
    },
    async (request, reply) => {
      await revokeStaffSession(app.db, staffOf(request).sessionId, app.now());
      void reply.clearCookie(STAFF_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'strict' });
      return { data: { message: '' as const } };
    },
  );
};
