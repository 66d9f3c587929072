// The mail queue: a message is a row in mail_outbox first, written in the caller's transaction when
// given one, so a signup and its welcome mail commit or roll back together. The worker sends it.
import { mailOutbox } from '../db/schema.ts';
import type { Database, Transaction } from '../db/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text: every mail of the shop is text (it reads well on any phone's mail app). */
  text: string;
}

/**
 * Queues a mail and returns its id. `now` is the app's clock (the mail is due from then); without
 * it the database's clock is used.
 */
export async function enqueueMail(
  db: Database | Transaction,
  mail: OutgoingMail,
  now?: Date,
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(now ? { nextAttemptAt: now, createdAt: now } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}
