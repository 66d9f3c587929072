// Staff command: answer an estimate request (issue 8, decision 0366). The answer becomes the
// member's estimate record (number, title, children with no and amountWithTax, validity), shown on
// My page with its PDF and orderable child by child; the customer gets a mail. The back office
// answers through the same function (decision 0752); either way the answer is in the audit log.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, tokyoDate } from '@shop/domain/calendar';
import type { Database } from '../db/client.ts';
import { estimateRequests, estimates, users } from '../db/schema.ts';
import { writeAudit, type AuditActor } from '../modules/audit/audit-log.ts';
import { enqueueMail } from '../mail/queue.ts';
import { findProvedMember } from '../modules/email-verification/queries.ts';
import { estimateNumberSchema } from '../modules/estimates/schemas.ts';
import { ESTIMATE_STATUS } from '@shop/domain/estimate-answers';
import { estimateAnsweredMail, memberMailTarget, type MailTarget } from '../modules/orders/order-mails.ts';
import { CommandError, defaultContext, type CommandContext } from './command-context.ts';

/** How long an answer holds when staff do not say (decision 0366), as the quotation PDF prints. */
export const DEFAULT_ESTIMATE_VALIDITY_DAYS = 30;

const childArgSchema = z.object({
  no: z.number().int().nonnegative(),
  amountWithTax: z.number().int().nonnegative().max(100_000_000),
  name: z.string().trim().min(1).max(100).optional(),
  specification: z.string().trim().max(500).optional(),
  num: z.number().int().positive().max(10_000_000).optional(),
});

export const answerEstimateArgsSchema = z
  .object({
    estimateNumber: estimateNumberSchema,
    /** The request being answered; not needed to answer an estimate again. */
    estimateRequestId: z.number().int().positive().optional(),
    title: z.string().trim().min(1, { error: '件名を入力してください' }).max(100),
    children: z
      .array(childArgSchema)
      .min(1, { error: '金額を1件以上入力してください' })
      .max(20)
      .refine((children) => new Set(children.map((child) => child.no)).size === children.length, {
        error: '案の番号（no）が重複しています',
      }),
    /** The last valid day (YYYY-MM-DD); or validDays from today. */
    validUntil: z.iso.date().optional(),
    validDays: z.number().int().min(1).max(365).optional(),
    notes: z.string().trim().max(1000).optional(),
    /** The back office's priced lines each child was summed from (decision 0752): kept for staff, never shown. */
    lines: z.array(z.record(z.string(), z.unknown())).max(20).optional(),
  })
  .refine((args) => !(args.validUntil && args.validDays), {
    error: 'validUntil と validDays はどちらか一方を指定してください',
  });
export type AnswerEstimateArgs = z.input<typeof answerEstimateArgsSchema>;

export interface AnswerEstimateResult {
  id: number;
  estimateNumber: string;
  validUntil: string;
  mailed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function answerEstimate(
  db: Database,
  rawArgs: AnswerEstimateArgs,
  context: CommandContext = defaultContext(),
  actor: AuditActor = 'command-line',
): Promise<AnswerEstimateResult> {
  const parsed = answerEstimateArgsSchema.safeParse(rawArgs);
  if (!parsed.success) throw new CommandError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const args = parsed.data;
  const { now, config } = context;
  const validUntil =
    args.validUntil ?? addDays(tokyoDate(now), args.validDays ?? DEFAULT_ESTIMATE_VALIDITY_DAYS);
  if (validUntil < tokyoDate(now)) throw new CommandError('有効期限が過去の日付です');
  const response = {
    children: [...args.children].sort((a, b) => a.no - b.no),
    ...(args.notes ? { notes: args.notes } : {}),
    ...(args.lines ? { lines: args.lines } : {}),
  };

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(estimates)
      .where(eq(estimates.estimateNumber, args.estimateNumber))
      .for('update');
    let row: typeof estimates.$inferSelect | undefined;
    let target: MailTarget | null = null;
    if (existing) {
      if (existing.deletedAt) throw new CommandError(`見積 ${args.estimateNumber} は取り下げられています`);
      [row] = await tx
        .update(estimates)
        .set({ title: args.title, response, validUntil, status: ESTIMATE_STATUS.answered, updatedAt: now })
        .where(eq(estimates.id, existing.id))
        .returning();
      target = existing.userId ? await memberMailTarget(tx, existing.userId) : null;
      target ??= { email: existing.email, name: { organization: '', familyName: '', givenName: '' } };
    } else {
      if (!args.estimateRequestId) {
        throw new CommandError(
          `見積 ${args.estimateNumber} はまだありません。回答する依頼の番号（estimateRequestId）を指定してください`,
        );
      }
      const [request] = await tx
        .select()
        .from(estimateRequests)
        .where(eq(estimateRequests.id, args.estimateRequestId));
      if (!request) throw new CommandError(`見積依頼 ${args.estimateRequestId} が見つかりません`);
      const form = isRecord(request.form) ? request.form : {};
      const member = request.userId
        ? (await tx.select().from(users).where(eq(users.id, request.userId)))[0]
        : undefined;
      const email = member?.email ?? text(form.email);
      if (!email) throw new CommandError(`見積依頼 ${args.estimateRequestId} にメールアドレスがありません`);
      // A visitor's estimate is a member's only once they proved the address (decision 0610).
      const owner = member?.email ? member : await findProvedMember(tx, email);
      [row] = await tx
        .insert(estimates)
        .values({
          userId: owner?.id ?? null,
          email,
          estimateNumber: args.estimateNumber,
          estimateFrom: 'request',
          status: ESTIMATE_STATUS.answered,
          title: args.title,
          request: { ...form, estimateRequestId: request.id },
          response,
          validUntil,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      target = owner
        ? await memberMailTarget(tx, owner.id)
        : {
            email,
            name: {
              organization: text(form.organization),
              familyName: text(form.familyName),
              givenName: text(form.givenName),
            },
          };
    }
    if (!row) throw new Error('estimate write returned no row');
    await writeAudit(tx, {
      actor,
      at: now,
      action: 'estimate.answer',
      subject: { type: 'estimate', id: row.estimateNumber },
      before: existing
        ? { title: existing.title, response: existing.response, validUntil: existing.validUntil }
        : null,
      after: { title: row.title, children: response.children, validUntil },
    });
    if (target) {
      await enqueueMail(
        tx,
        estimateAnsweredMail(config.publicUrl, target, {
          estimateNumber: row.estimateNumber,
          title: row.title,
          validUntil,
          children: response.children,
          notes: args.notes,
          member: row.userId !== null,
        }),
        now,
      );
    }
    return { id: row.id, estimateNumber: row.estimateNumber, validUntil, mailed: target !== null };
  });
}
