// The provider's screening result (decision 0836), after its signature was verified. In one
// transaction: the notification id is inserted once (a replay, or fifty copies at once, finds it and
// changes nothing); the result applies only to an application still being screened, by a
// conditional update (a second result for the same application, e.g. a decline arriving after an
// approval, is kept but ignored); the result mail is queued with it, so it is sent once.
import { and, eq } from 'drizzle-orm';
import { reapplyFrom, type CreditApplication } from '@shop/domain/invoice-credit';
import type { Database } from '../../db/client.ts';
import { creditLines, users } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { claimNotification } from '../../payments/notification-claim.ts';
import type { ScreeningNotification } from '../../payments/invoice-credit-notification.ts';
import { screeningResultMail } from './mails.ts';

export type ScreeningOutcome = 'applied' | 'ignored';

export async function applyScreeningResult(
  context: { db: Database; now: Date; publicUrl: string },
  notification: ScreeningNotification,
): Promise<ScreeningOutcome> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const finish = await claimNotification(tx, {
      method: 'gmokb',
      notificationId: notification.notification_id,
      purchaseId: null,
      body: notification,
      now,
    });
    if (!finish) return 'ignored';
    const approved = notification.result === 'approved' && notification.credit_limit > 0;
    const decidedAt = new Date(notification.decided_at);
    const [line] = await tx
      .update(creditLines)
      .set({
        status: approved ? 'approved' : 'declined',
        creditLimit: approved ? notification.credit_limit : 0,
        decidedAt,
        updatedAt: now,
      })
      .where(
        and(eq(creditLines.applicationId, notification.application_id), eq(creditLines.status, 'screening')),
      )
      .returning();
    if (!line) return finish('ignored');
    const [member] = await tx
      .select({ email: users.email, leftAt: users.leftAt })
      .from(users)
      .where(eq(users.id, line.userId));
    const application = line.application as CreditApplication;
    if (member?.email && member.leftAt === null)
      await enqueueMail(
        tx,
        screeningResultMail({
          to: member.email,
          companyName: application.companyName,
          contactName: application.contactName,
          publicUrl: context.publicUrl,
          result: approved
            ? { kind: 'approved', creditLimit: notification.credit_limit }
            : { kind: 'declined', reapplyFrom: reapplyFrom(decidedAt) },
        }),
        now,
      );
    return finish('applied');
  });
}
