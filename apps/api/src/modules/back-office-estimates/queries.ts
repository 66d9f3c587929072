// The estimate requests as staff read them (decision 0752): each with the estimate that answers it,
// found by the request id the answer records (`estimates.request.estimateRequestId`, as the command
// line has written it since decision 0366), compared as text so no stored value can fail a cast.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { pageCount } from '@shop/domain/back-office';
import type { EstimateRequestState } from '@shop/domain/estimate-answers';
import type { Database } from '../../db/client.ts';
import { estimateRequests, estimates, uploads } from '../../db/schema.ts';

export const INBOX_PER_PAGE = 20;

const answers = sql`${estimates.request}->>'estimateRequestId' = ${estimateRequests.id}::text`;
const liveAnswer = and(answers, isNull(estimates.deletedAt)) ?? answers;

function stateCondition(state: EstimateRequestState): SQL | undefined {
  if (state === 'open') return isNull(estimates.id);
  if (state === 'answered') return isNotNull(estimates.id);
  return undefined;
}

const fileCount =
  sql<number>`(select count(*) from ${uploads} where ${uploads.estimateRequestId} = ${estimateRequests.id})`.mapWith(
    Number,
  );

export type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

function inboxRows(db: Database, where: SQL | undefined, page: number) {
  return (
    db
      .select({ request: estimateRequests, estimate: estimates, fileCount })
      .from(estimateRequests)
      .leftJoin(estimates, liveAnswer)
      .where(where)
      // Not answered first, then the newest: what waits longest on top is the next to answer.
      .orderBy(sql`${estimates.id} is null desc`, desc(estimateRequests.createdAt), desc(estimateRequests.id))
      .limit(INBOX_PER_PAGE)
      .offset((page - 1) * INBOX_PER_PAGE)
  );
}

/** How many requests wait for an answer (Today's tile counts the inbox's `open` list). */
export async function openRequestCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(estimateRequests)
    .leftJoin(estimates, liveAnswer)
    .where(stateCondition('open'));
  return row?.n ?? 0;
}

export async function inboxPage(db: Database, state: EstimateRequestState, page: number) {
  const where = stateCondition(state);
  const [rows, [totals]] = await Promise.all([
    inboxRows(db, where, page),
    db.select({ total: count() }).from(estimateRequests).leftJoin(estimates, liveAnswer).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { rows, total, pageCount: pageCount(total, INBOX_PER_PAGE) };
}

export async function inboxRow(db: Database, requestId: number): Promise<InboxRow | undefined> {
  const [row] = await db
    .select({ request: estimateRequests, estimate: estimates, fileCount })
    .from(estimateRequests)
    .leftJoin(estimates, liveAnswer)
    .where(eq(estimateRequests.id, requestId))
    .limit(1);
  return row;
}

export const requestFiles = (db: Database, requestId: number) =>
  db.select().from(uploads).where(eq(uploads.estimateRequestId, requestId)).orderBy(asc(uploads.id));

export async function requestFile(db: Database, requestId: number, uploadId: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.estimateRequestId, requestId)))
    .limit(1);
  return row;
}

/** Any estimate, even withdrawn, already holding this number (the back office's number is the receipt's). */
export async function estimateNumbered(db: Database, estimateNumber: string) {
  const [row] = await db
    .select()
    .from(estimates)
    .where(eq(estimates.estimateNumber, estimateNumber))
    .limit(1);
  return row;
}
