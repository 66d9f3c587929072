// Sends what the queue holds. A row is claimed with a lease (so two instances never send the same
// mail at once), then marked sent, or rescheduled with a growing back-off: a mail server that is
// down delays a message, it never loses it (decision 0256).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailSender } from '@shop/domain/shop-profile';
import type { DatabaseHandle } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { configuredTransport, type MailTransport } from './transport.ts';

const BATCH_SIZE = 20;
/** A claimed row is left alone this long: longer than any SMTP timeout. */
const LEASE_MS = 10 * 60 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** Wait before the next try after `attempts` failed ones: 1, 2, 4, 8 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface FlushOptions {
  /** Defaults to the configured one (SMTP or the outbox folder). */
  transport?: MailTransport;
}

export interface FlushResult {
  sent: number;
  failed: number;
}

const transports = new WeakMap<FastifyInstance, MailTransport>();

function transportOf(app: FastifyInstance): MailTransport {
  let transport = transports.get(app);
  if (!transport) {
    transport = configuredTransport(app.config);
    transports.set(app, transport);
  }
  return transport;
}

async function claimDue(app: FastifyInstance, now: Date) {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

/** Sends every mail that is due now (by the app's clock). Used by the worker and by tests. */
export async function flushMail(app: FastifyInstance, options: FlushOptions = {}): Promise<FlushResult> {
  const transport = options.transport ?? transportOf(app);
  const result: FlushResult = { sent: 0, failed: 0 };
  for (;;) {
    const now = app.now();
    const due = await claimDue(app, now);
    const sender = mailSender(app.config.shopProfile);
    for (const row of due) {
      try {
        const { destination } = await transport.send({
          id: row.id,
          from: sender.from,
          replyTo: sender.replyTo,
          to: row.to,
          subject: row.subject,
          text: row.text,
        });
        await app.db
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: app.now(),
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: null,
          })
          .where(eq(mailOutbox.id, row.id));
        result.sent += 1;
        // Never the text: a reset mail carries a live link.
        app.log.info({ mailId: row.id, subject: row.subject, destination }, 'mail sent');
      } catch (error) {
        const attempts = row.attempts + 1;
        const reason = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
        await app.db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: reason,
            nextAttemptAt: new Date(app.now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        result.failed += 1;
        app.log.warn({ mailId: row.id, attempts, reason }, 'mail not sent; will retry');
      }
    }
    if (due.length < BATCH_SIZE) return result;
  }
}

export interface MailWorkerOptions extends FlushOptions {
  /** How often the queue is looked at anyway: for retries that fall due, and any missed wake-up. */
  intervalMs?: number;
  /**
   * The database's notifications: the queue's insert trigger notifies `mail_queued` on commit, so a
   * mail goes out as soon as the order, signup or request that queued it is stored.
   */
  listen?: DatabaseHandle['listen'];
}

/** The channel the mail_outbox insert trigger notifies (migration 0001). */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

/**
 * Sends queued mail as soon as it is queued (when `listen` is given) and every few seconds, until
 * the app closes. Call before the app is ready (it adds an onClose hook). Returns a function that
 * stops it early.
 */
export function startMailWorker(app: FastifyInstance, options: MailWorkerOptions = {}): () => void {
  const intervalMs = options.intervalMs ?? 5000;
  let current: Promise<void> | null = null;
  // A wake-up during a flush may concern a row the flush has already passed: flush once more.
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = flushMail(app, options)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'mail worker failed; will try again'))
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const unlisten = options.listen?.(MAIL_QUEUED_CHANNEL, tick).catch((error: unknown) => {
    app.log.warn({ err: error }, 'mail worker cannot listen for new mail; it looks every few seconds');
    return undefined;
  });
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  // The database closes after the app: let a flush in progress finish first.
  app.addHook('onClose', async () => {
    stop();
    await (
      await unlisten
    )?.();
    await current;
  });
  return stop;
}
