// 掛け払い in the back office's API (issue 21 point 5, decision 0835): a member's credit line (state,
// limit, used, remaining, the application sent, its orders and their invoice month and paid state)
// for every staff member, as they answer a company's call; an order's 掛け払い state is also in the
// purchase's answer (`invoiceCredit`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backOfficeMessages } from '@shop/domain/messages';
import { creditLineSchema, invoiceCreditPaymentSchema } from '@shop/domain/invoice-credit';
import { safeString } from '@shop/domain/validation';
import { staffCookieSecurity } from '../staff/staff-guard.ts';
import { creditOrdersOf } from './credit-orders.ts';
import { creditLineRowOf, toCreditLine } from './state.ts';

const idParams = z.object({
  id: z.coerce.number({ error: backOfficeMessages.idDigits }).int().positive().max(2_147_483_647),
});

const staffCreditLineSchema = z.object({
  creditLine: z.nullable(creditLineSchema),
  /** What the member applied with (company, 法人番号, contact…); null without an application. */
  application: z.nullable(z.record(safeString(), z.unknown())),
  /** The member's 掛け払い orders, newest first: amount, invoice month, billed / paid / released (decision 0848). */
  orders: z.array(
    z.object({ ...invoiceCreditPaymentSchema.shape, purchaseId: safeString(), amount: z.number().int() }),
  ),
});

export const staffInvoiceCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members/:id/credit-line',
    {
      config: { staffAccess: 'staff' },
      schema: {
        tags: ['admin: payments'],
        security: staffCookieSecurity,
        summary:
          '請求書払い（掛け払い）: a member’s credit line (state, limit, used, remaining) and application',
        params: idParams,
        response: { 200: z.object({ data: staffCreditLineSchema }) },
      },
    },
    async (request) => {
      const row = await creditLineRowOf(app.db, request.params.id);
      return {
        data: {
          creditLine: row ? toCreditLine(row) : null,
          application: row ? (row.application as Record<string, unknown>) : null,
          orders: row ? await creditOrdersOf(app.db, row.applicationId) : [],
        },
      };
    },
  );
};
