// Invoices and receipts of a purchase (spec point 7: POST /issue-invoice, /issue-receipt), and the
// download of what was issued. Decision: docs/decisions/0365-issued-documents.md.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import {
  documentIdParams,
  issueBodySchema,
  issueInvoiceBodySchema,
  issuedDocumentSchema,
} from './schemas.ts';
import { attachmentHeader, issueDocument, readIssuedDocument, type DocumentKind } from './service.ts';

const common = { tags: ['my page'], security: bearerSecurity };

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  app.addHook('onRequest', requireMember);

  const issue = (
    path: string,
    kind: DocumentKind,
    body: typeof issueBodySchema | typeof issueInvoiceBodySchema,
    { summary }: { summary: string },
  ) =>
    app.post(
      path,
      {
        schema: {
          ...common,
          summary,
          body,
          response: { 200: z.object({ data: issuedDocumentSchema }) },
        },
      },
      async (request) => ({
        data: await issueDocument(app.db, store, memberOf(request).id, kind, request.body, app.now()),
      }),
    );

  issue('/issue-invoice', 'invoice', issueInvoiceBodySchema, {
    summary: 'Issue the qualified invoice (適格請求書) of a paid purchase; answers its download URL',
  });
  issue('/issue-receipt', 'receipt', issueBodySchema, {
    summary: 'Issue the receipt (領収書) of a paid purchase; a second one says 再発行',
  });

  app.get(
    '/issued-documents/:id',
    {
      schema: {
        ...common,
        summary: 'Download an issued invoice or receipt (PDF), for the member who issued it',
        params: documentIdParams,
      },
    },
    async (request, reply) => {
      const document = await readIssuedDocument(app.db, store, memberOf(request).id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(document.fileName, document.kind))
        .header('cache-control', 'private, no-store')
        .send(document.bytes);
    },
  );
};
