// The inboxes of sample requests and contact messages (issue 20 point 4, decision 0760): lists,
// one message with its thread, a reply by mail kept with the message, handled / not handled and
// the assignee. Every change writes its audit entry in its own transaction.
import { backOfficeMessages } from '@shop/domain/messages';
import type {
  InboxChange,
  InboxKind,
  InboxListAnswer,
  InboxMessage,
  InboxReply,
  InboxRow,
  InboxState,
} from '@shop/domain/inbox';
import { inboxKindLabels } from '@shop/domain/inbox';
import { isEmailAddress } from '@shop/domain/validation';
import type { Database } from '../../db/client.ts';
import { inboxReplies } from '../../db/schema.ts';
import { badRequest, notFound, unprocessable } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.ts';
import { present } from './present.ts';
import { replyMail } from './reply-mail.ts';
import {
  findRecord,
  listRecords,
  openCount,
  replyCounts,
  repliesOf,
  staffNames,
  updateRecord,
  type InboxRecord,
} from './queries.ts';

export interface InboxContext {
  now: Date;
  publicUrl: string;
  actor: Exclude<AuditActor, 'command-line'>;
  /** The staff member's name, as the thread shows who replied. */
  staffName: string;
}

export const inboxMessages = {
  notFound: (kind: InboxKind) => backOfficeMessages.inboxNotFound(inboxKindLabels[kind]),
  assignee: backOfficeMessages.assigneeRefused,
  noAddress: backOfficeMessages.noReplyAddress,
} as const;

/** The audit log's subject of a message: its receipt number, as staff quote it. */
const auditSubject = (kind: InboxKind, receipt: string) => ({
  type: kind === 'contact' ? 'contact-message' : 'sample-request',
  id: receipt,
});

type StaffName = Awaited<ReturnType<typeof staffNames>>[number];

function rowOf(
  kind: InboxKind,
  record: InboxRecord,
  names: Map<number, StaffName>,
  replies: number,
): InboxRow {
  const shown = present(kind, record);
  const assignee = record.assigneeId === null ? undefined : names.get(record.assigneeId);
  return {
    id: record.id,
    kind,
    receiptNumber: shown.receiptNumber,
    receivedAt: record.createdAt.toISOString(),
    from: shown.from,
    email: shown.email,
    summary: shown.summary,
    handledAt: record.handledAt?.toISOString() ?? null,
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    replies,
  };
}

async function namesById(db: Database) {
  const all = await staffNames(db);
  return { all, byId: new Map(all.map((row) => [row.id, row])) };
}

export async function listInbox(db: Database, kind: InboxKind, state: InboxState): Promise<InboxListAnswer> {
  const [records, open, names] = await Promise.all([
    listRecords(db, kind, state),
    openCount(db, kind),
    namesById(db),
  ]);
  const counts = await replyCounts(
    db,
    kind,
    records.map((record) => record.id),
  );
  return {
    rows: records.map((record) => rowOf(kind, record, names.byId, counts.get(record.id) ?? 0)),
    openCount: open,
  };
}

export async function inboxMessage(db: Database, kind: InboxKind, id: number): Promise<InboxMessage> {
  const record = await findRecord(db, kind, id);
  if (!record) throw notFound(inboxMessages.notFound(kind));
  const [thread, names] = await Promise.all([repliesOf(db, kind, id), namesById(db)]);
  const shown = present(kind, record);
  const handler = record.handledBy === null ? undefined : names.byId.get(record.handledBy);
  return {
    ...rowOf(kind, record, names.byId, thread.length),
    fields: shown.fields,
    message: shown.message,
    handledBy: handler?.name ?? null,
    thread: thread.map((reply) => ({
      id: reply.id,
      sentAt: reply.createdAt.toISOString(),
      staffName: reply.staffName,
      to: reply.toAddress,
      subject: reply.subject,
      body: reply.body,
    })),
    staff: names.all.filter((row) => row.disabledAt === null).map((row) => ({ id: row.id, name: row.name })),
  };
}

export async function replyToMessage(
  db: Database,
  kind: InboxKind,
  id: number,
  reply: InboxReply,
  context: InboxContext,
): Promise<InboxMessage> {
  await db.transaction(async (tx) => {
    const record = await findRecord(tx, kind, id, { lock: true });
    if (!record) throw notFound(inboxMessages.notFound(kind));
    const mail = replyMail(kind, record, reply, context.publicUrl);
    if (!isEmailAddress(mail.to)) throw unprocessable({}, inboxMessages.noAddress);
    await enqueueMail(tx, mail, context.now);
    await tx.insert(inboxReplies).values({
      kind,
      requestId: id,
      staffId: context.actor.staffId,
      staffName: context.staffName,
      toAddress: mail.to,
      subject: reply.subject,
      body: reply.body,
      createdAt: context.now,
    });
    const subject = auditSubject(kind, present(kind, record).receiptNumber);
    await writeAudit(tx, {
      actor: context.actor,
      at: context.now,
      action: 'inbox.reply',
      subject,
      after: { to: mail.to, subject: reply.subject },
    });
    if (reply.markHandled && record.handledAt === null) {
      await updateRecord(tx, kind, id, { handledAt: context.now, handledBy: context.actor.staffId });
      await writeAudit(tx, {
        actor: context.actor,
        at: context.now,
        action: 'inbox.handle',
        subject,
        before: { handled: false },
        after: { handled: true },
      });
    }
  });
  return inboxMessage(db, kind, id);
}

export async function changeMessage(
  db: Database,
  kind: InboxKind,
  id: number,
  change: InboxChange,
  context: InboxContext,
): Promise<InboxMessage> {
  if (change.assigneeId !== undefined && change.assigneeId !== null) {
    const assignee = (await staffNames(db)).find((row) => row.id === change.assigneeId);
    if (!assignee || assignee.disabledAt !== null) throw badRequest({ assigneeId: inboxMessages.assignee });
  }
  await db.transaction(async (tx) => {
    const record = await findRecord(tx, kind, id, { lock: true });
    if (!record) throw notFound(inboxMessages.notFound(kind));
    const subject = auditSubject(kind, present(kind, record).receiptNumber);
    const wasHandled = record.handledAt !== null;
    if (change.handled !== undefined && change.handled !== wasHandled) {
      await updateRecord(
        tx,
        kind,
        id,
        change.handled
          ? { handledAt: context.now, handledBy: context.actor.staffId }
          : { handledAt: null, handledBy: null },
      );
      await writeAudit(tx, {
        actor: context.actor,
        at: context.now,
        action: change.handled ? 'inbox.handle' : 'inbox.reopen',
        subject,
        before: { handled: wasHandled },
        after: { handled: change.handled },
      });
    }
    if (change.assigneeId !== undefined && change.assigneeId !== record.assigneeId) {
      await updateRecord(tx, kind, id, { assigneeId: change.assigneeId });
      await writeAudit(tx, {
        actor: context.actor,
        at: context.now,
        action: 'inbox.assign',
        subject,
        before: { assigneeId: record.assigneeId },
        after: { assigneeId: change.assigneeId },
      });
    }
  });
  return inboxMessage(db, kind, id);
}
