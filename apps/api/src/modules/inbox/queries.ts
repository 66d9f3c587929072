// The two inboxes share their shape (decision 0760): the same columns on sample_requests and
// contact_messages, and replies keyed by kind and id.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InboxKind, InboxState } from '@shop/domain/inbox';
import type { Database, Transaction } from '../../db/client.ts';
import { contactMessages, inboxReplies, sampleRequests, staffAccounts } from '../../db/schema.ts';

export const tableOf = (kind: InboxKind) => (kind === 'contact' ? contactMessages : sampleRequests);

/** The most rows one list shows: the open ones are few; handled ones beyond this are in the audit log. */
const LIST_LIMIT = 200;

export interface InboxRecord {
  id: number;
  form: unknown;
  samples?: unknown;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: number | null;
  assigneeId: number | null;
}

function columns(kind: InboxKind) {
  const table = tableOf(kind);
  return {
    id: table.id,
    form: table.form,
    ...(kind === 'sample' ? { samples: sampleRequests.samples } : {}),
    createdAt: table.createdAt,
    handledAt: table.handledAt,
    handledBy: table.handledBy,
    assigneeId: table.assigneeId,
  };
}

export async function listRecords(db: Database, kind: InboxKind, state: InboxState): Promise<InboxRecord[]> {
  const table = tableOf(kind);
  const where =
    state === 'open' ? isNull(table.handledAt) : state === 'handled' ? isNotNull(table.handledAt) : undefined;
  return (
    db
      .select(columns(kind))
      .from(table)
      .where(where)
      // Open ones first, newest first within each.
      .orderBy(sql`${table.handledAt} is not null`, desc(table.createdAt), desc(table.id))
      .limit(LIST_LIMIT)
  );
}

export async function openCount(db: Database, kind: InboxKind): Promise<number> {
  const table = tableOf(kind);
  const [row] = await db.select({ n: count() }).from(table).where(isNull(table.handledAt));
  return row?.n ?? 0;
}

export async function findRecord(
  db: Database | Transaction,
  kind: InboxKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<InboxRecord | undefined> {
  const table = tableOf(kind);
  const query = db.select(columns(kind)).from(table).where(eq(table.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateRecord(
  tx: Transaction,
  kind: InboxKind,
  id: number,
  values: Partial<Pick<InboxRecord, 'handledAt' | 'handledBy' | 'assigneeId'>>,
): Promise<void> {
  const table = tableOf(kind);
  await tx.update(table).set(values).where(eq(table.id, id));
}

export async function replyCounts(db: Database, kind: InboxKind, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ requestId: inboxReplies.requestId, n: count() })
    .from(inboxReplies)
    .where(and(eq(inboxReplies.kind, kind), inArray(inboxReplies.requestId, [...ids])))
    .groupBy(inboxReplies.requestId);
  return new Map(rows.map((row) => [row.requestId, row.n]));
}

export const repliesOf = (db: Database, kind: InboxKind, id: number) =>
  db
    .select()
    .from(inboxReplies)
    .where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.requestId, id)))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));

/** Every staff account by id, the disabled ones too (an old assignee keeps their name). */
export async function staffNames(db: Database) {
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.id));
  return rows;
}
