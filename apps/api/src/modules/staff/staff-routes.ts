// /api/admin/staff and /api/admin/invitations: owners invite and manage staff; the invited person
// opens the mailed link and sets a password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import {
  acceptInvitationSchema,
  invitationAnswerSchema,
  staffAccountSchema,
  staffChangeSchema,
  staffInvitationSchema,
  staffListAnswerSchema,
} from '@shop/domain/staff';
import { doneAnswerSchema } from '@shop/domain/answers';
import { auditActorOf } from '../audit/audit-log.ts';
import {
  acceptInvitation,
  invitationFor,
  inviteStaff,
  pendingInvitations,
  revokeInvitation,
} from './invitations.ts';
import { staffCookieSecurity, staffOf } from './staff-guard.ts';
import { changeStaffAccount, listStaffAccounts, resetStaffTotp } from './staff-management.ts';

const tags = ['admin: staff'];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tokenParams = z.object({ token: safeString().check(z.minLength(1), z.maxLength(200)) });
const done = z.object({ data: doneAnswerSchema });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      config: { staffAccess: 'owner' },
      schema: {
        tags,
        summary: 'Staff accounts and the invitations still pending (owners)',
        security: staffCookieSecurity,
        response: { 200: z.object({ data: staffListAnswerSchema }) },
      },
    },
    async () => {
      const now = app.now();
      const [accounts, invitations] = await Promise.all([
        listStaffAccounts(app.db),
        pendingInvitations(app.db, now),
      ]);
      return {
        data: {
          accounts,
          invitations: invitations.map((row) => ({
            ...row,
            expiresAt: row.expiresAt.toISOString(),
            createdAt: row.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/staff/invitations',
    {
      config: { staffAccess: 'owner' },
      schema: {
        tags,
        summary: 'Invite a staff member by mail (owners); 409 when the address has an account',
        security: staffCookieSecurity,
        body: staffInvitationSchema,
        response: { 200: z.object({ data: z.object({ id: z.int(), expiresAt: safeString() }) }) },
      },
    },
    async (request) => {
      const sent = await inviteStaff(app.db, app.config, staffOf(request), request.body, app.now());
      return { data: { id: sent.id, expiresAt: sent.expiresAt.toISOString() } };
    },
  );

  app.delete(
    '/staff/invitations/:id',
    {
      config: { staffAccess: 'owner' },
      schema: {
        tags,
        summary: 'Withdraw a pending invitation (owners)',
        security: staffCookieSecurity,
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, staffOf(request), request.params.id, app.now());
      return { data: { message: '' as const } };
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: { staffAccess: 'owner' },
      schema: {
        tags,
        summary: "Change a staff member's role, or disable / enable the account (owners; never one's own)",
        security: staffCookieSecurity,
        params: idParams,
        body: staffChangeSchema,
        response: { 200: z.object({ data: staffAccountSchema }) },
      },
    },
    async (request) => {
      const after = await changeStaffAccount(
        app.db,
        { staffId: staffOf(request).staffId, email: staffOf(request).email },
        request.params.id,
        request.body,
        app.now(),
      );
      return {
        data: {
          id: after.id,
          email: after.email,
          name: after.name,
          role: after.role,
          totpEnabled: after.totpEnabledAt !== null,
          disabled: after.disabledAt !== null,
          createdAt: after.createdAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/staff/:id/totp-reset',
    {
      config: { staffAccess: 'owner' },
      schema: {
        tags,
        summary: "Turn off a staff member's TOTP after a lost phone; set up again at the next login (owners)",
        security: staffCookieSecurity,
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await resetStaffTotp(app.db, auditActorOf(request), request.params.id, app.now());
      return { data: { message: '' as const } };
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { staffAccess: 'anyone' },
      schema: {
        tags,
        summary: 'Whom an invitation link invites (404 when used, withdrawn, expired or unknown)',
        params: tokenParams,
        response: { 200: z.object({ data: invitationAnswerSchema }) },
      },
    },
    async (request) => ({ data: await invitationFor(app.db, request.params.token, app.now()) }),
  );

  app.post(
    '/invitations/:token',
    {
      config: { staffAccess: 'anyone' },
      schema: {
        tags,
        summary:
          'Accept an invitation: set the password; the account exists from now (TOTP at the first login)',
        params: tokenParams,
        body: acceptInvitationSchema,
        response: { 200: z.object({ data: z.object({ email: safeString() }) }) },
      },
    },
    async (request) => ({
      data: await acceptInvitation(app.db, request.params.token, request.body.password, app.now()),
    }),
  );
};
