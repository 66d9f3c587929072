// /api/admin/audit-log: owners read and filter every change made in the back office.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogAnswerSchema, auditLogFilterSchema } from '@shop/domain/staff';
import { staffCookieSecurity } from '../staff/staff-guard.ts';
import { readAuditLog } from './queries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { staffAccess: 'owner' },
      schema: {
        tags: ['admin: audit log'],
        summary: 'The audit log, newest first, 50 a page (owners)',
        security: staffCookieSecurity,
        querystring: auditLogFilterSchema,
        response: { 200: z.object({ data: auditLogAnswerSchema }) },
      },
    },
    async (request) => ({ data: await readAuditLog(app.db, request.query) }),
  );
};
