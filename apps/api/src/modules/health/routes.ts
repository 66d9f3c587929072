// Health for the load balancer and the orchestrator (issue 22): /healthz says the process answers;
// /readyz says this instance can serve the shop, so traffic is sent to it only then. Outside /api:
// they carry no shop data, answer strangers alike, and say which check failed only in a word.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@shop/domain/answers';
import { errorEnvelope } from '@shop/domain/error-envelope';
import { apiMessages, readinessMessages } from '@shop/domain/messages';
import { migrationsFolder } from '../../db/client.ts';
import { pendingMigrationCount } from '../../db/migrations-state.ts';

type ReadinessProblem = keyof typeof readinessMessages;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers, every committed migration is applied, and the file store answers',
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const problem = await readinessProblem();
      reply.header('cache-control', 'no-store');
      if (problem === null) return { status: 'ready' as const };
      return reply
        .code(503)
        .send(errorEnvelope(apiMessages.notReady, { [problem]: readinessMessages[problem] }));
    },
  );

  async function readinessProblem(): Promise<ReadinessProblem | null> {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      return 'database';
    }
    if ((await pendingMigrationCount(app.db, migrationsFolder())) > 0) return 'migrations';
    return (await app.fileStore.reachable()) ? null : 'fileStore';
  }
};
