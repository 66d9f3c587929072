// The audit log's one writer (issue 19 point 2, decision 0732). Every change made in the back
// office or from the command line calls it with the transaction of the change itself, so the entry
// exists exactly when the change does: a rolled-back change leaves no entry, and no change is left
// without one. It takes a Transaction, not the database, so it cannot be called outside one.
import { backOfficeMessages } from '@shop/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { staffOf } from '../staff/staff-guard.ts';

/** Who made a change: a staff member, or the command line (run by whoever holds the server). */
export type AuditActor = { staffId: number; email: string } | 'command-line';

/** The command line's name in the log. */
export const COMMAND_LINE_ACTOR = backOfficeMessages.commandLineActor;

export interface AuditEntry {
  actor: AuditActor;
  /** When, from the caller's clock (the same `now` the change itself used). */
  at: Date;
  /** What, as a dotted verb: 'order.move', 'order.ship', 'staff.invite', 'staff.totp.enrol' … */
  action: string;
  /** What it was done to: `{ type: 'order', id: '12345678901-1' }`. */
  subject: { type: string; id: string | number };
  /** The parts of the subject the change touched, before and after (JSON; null for a creation or deletion). */
  before?: unknown;
  after?: unknown;
}

/** Writes one audit entry inside the caller's transaction. */
export async function writeAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  const actor = entry.actor;
  await tx.insert(auditLog).values({
    staffId: actor === 'command-line' ? null : actor.staffId,
    actor: actor === 'command-line' ? COMMAND_LINE_ACTOR : actor.email,
    at: entry.at,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: String(entry.subject.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The actor of a request that passed the staff guard. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const staff = staffOf(request);
  return { staffId: staff.staffId, email: staff.email };
}
