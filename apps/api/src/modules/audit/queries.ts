// Reading the audit log for owners: newest first, filtered, a page at a time.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { addDays } from '@shop/domain/calendar';
import { AUDIT_PAGE_SIZE, type AuditLogAnswer, type AuditLogFilter } from '@shop/domain/staff';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** The start of a Tokyo day as an instant. */
const tokyoMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** `%` and `_` typed in a filter are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(filter: AuditLogFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(ilike(auditLog.actor, `%${literal(filter.actor)}%`));
  if (filter.action) conditions.push(ilike(auditLog.action, `${literal(filter.action)}%`));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.from) conditions.push(gte(auditLog.at, tokyoMidnight(filter.from)));
  if (filter.until) conditions.push(lt(auditLog.at, tokyoMidnight(addDays(filter.until, 1))));
  return conditions;
}

export async function readAuditLog(db: Database, filter: AuditLogFilter): Promise<AuditLogAnswer> {
  const where = and(...conditionsOf(filter));
  const page = filter.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: row.before,
      after: row.after,
    })),
    total: total?.value ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
