// The back office's inboxes under /api/admin (issue 20 point 4, decision 0760): sample requests at
// /inbox/sample and contact messages at /inbox/contact, each a list, one message with its thread,
// a reply by mail, and the handled state and assignee. Every staff member may use them (0730).
import { backOfficeMessages } from '@shop/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INBOX_KINDS,
  inboxChangeSchema,
  inboxListAnswerSchema,
  inboxListQuerySchema,
  inboxMessageSchema,
  inboxReplySchema,
  type InboxKind,
} from '@shop/domain/inbox';
import type { FastifyRequest } from 'fastify';
import { auditActorOf } from '../audit/audit-log.ts';
import { staffCookieSecurity, staffOf } from '../staff/staff-guard.ts';
import { changeMessage, inboxMessage, listInbox, replyToMessage } from './service.ts';

const staff = { staffAccess: 'staff' } as const;
const idParams = z.object({
  id: z.coerce.number({ error: backOfficeMessages.idDigits }).int().positive().max(2_147_483_647),
});
const messageAnswer = { 200: z.object({ data: inboxMessageSchema }) };

const titles: Record<InboxKind, string> = { contact: 'contact messages', sample: 'sample requests' };

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => {
    const actor = auditActorOf(request);
    if (actor === 'command-line') throw new Error('a staff route without a staff member');
    return { now: app.now(), publicUrl: app.config.publicUrl, actor, staffName: staffOf(request).name };
  };

  for (const kind of INBOX_KINDS) {
    const common = { tags: ['admin: inbox'], security: staffCookieSecurity };
    const base = `/inbox/${kind}`;

    app.get(
      base,
      {
        config: staff,
        schema: {
          ...common,
          summary: `The inbox of ${titles[kind]}: open ones first, newest first`,
          querystring: inboxListQuerySchema,
          response: { 200: z.object({ data: inboxListAnswerSchema }) },
        },
      },
      async (request) => ({ data: await listInbox(app.db, kind, request.query.state) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: staff,
        schema: {
          ...common,
          summary: `One of the ${titles[kind]} with its replies`,
          params: idParams,
          response: messageAnswer,
        },
      },
      async (request) => ({ data: await inboxMessage(app.db, kind, request.params.id) }),
    );

    app.post(
      `${base}/:id/reply`,
      {
        config: staff,
        schema: {
          ...common,
          summary:
            'Replies by mail; the reply is kept with the message (and marks it handled unless told not to)',
          params: idParams,
          body: inboxReplySchema,
          response: messageAnswer,
        },
      },
      async (request) => ({
        data: await replyToMessage(app.db, kind, request.params.id, request.body, context(request)),
      }),
    );

    app.patch(
      `${base}/:id`,
      {
        config: staff,
        schema: {
          ...common,
          summary: 'Marks it handled or not, and names the staff member looking after it',
          params: idParams,
          body: inboxChangeSchema,
          response: messageAnswer,
        },
      },
      async (request) => ({
        data: await changeMessage(app.db, kind, request.params.id, request.body, context(request)),
      }),
    );
  }
};
