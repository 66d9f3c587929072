// The audit log as owners read it: the filter of GET /api/admin/audit-log and its answer, and the
// Japanese names of the actions for the screen.
import { z } from 'zod/mini';
import { isCalendarDay } from '../calendar/day.ts';
import { safeString } from '../validation/safe-string.ts';

export const AUDIT_PAGE_SIZE = 50;

const optionalQueryText = (max: number) =>
  z.optional(safeString().check(z.trim(), z.maxLength(max, { error: `${max}文字以内でご入力ください` })));

const optionalDay = () =>
  z.optional(
    safeString().check(
      z.refine((value) => value === '' || isCalendarDay(value), {
        error: '日付は 2026-12-01 の形でご入力ください',
      }),
    ),
  );

/** GET /api/admin/audit-log: every filter optional; days are Tokyo days, both ends included. */
export const auditLogFilterSchema = z.object({
  actor: optionalQueryText(254).check(z.describe("Part of the staff member's e-mail, or コマンドライン")),
  action: optionalQueryText(60).check(
    z.describe("An action or its start: 'order' finds order.move, order.ship …"),
  ),
  subjectType: optionalQueryText(40),
  subjectId: optionalQueryText(60),
  from: optionalDay().check(z.describe('First day, YYYY-MM-DD in Tokyo')),
  until: optionalDay().check(z.describe('Last day, YYYY-MM-DD in Tokyo')),
  page: z.optional(
    z.coerce
      .number()
      .check(z.int(), z.minimum(1, { error: '1以上の整数でご入力ください' }), z.maximum(100_000)),
  ),
});
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: safeString().check(z.describe('ISO 8601')),
  actor: safeString(),
  action: safeString(),
  subjectType: safeString(),
  subjectId: safeString(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogAnswerSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditLogAnswer = z.output<typeof auditLogAnswerSchema>;

/** The actions' names on the screen; an action not listed is shown as it is. */
export const auditActionLabels: Record<string, string> = {
  'staff.add': 'スタッフ登録',
  'staff.invite': 'スタッフ招待',
  'staff.invitation.revoke': '招待の取り消し',
  'staff.invitation.accept': '招待の受諾',
  'staff.role': '役割の変更',
  'staff.disable': 'スタッフの無効化',
  'staff.enable': 'スタッフの有効化',
  'staff.totp.enrol': '二段階認証の設定',
  'staff.totp.reset': '二段階認証の解除',
  'staff.recovery-code.use': 'リカバリーコードの使用',
  'inbox.reply': 'メールで返信',
  'inbox.handle': '対応済みにする',
  'inbox.reopen': '未対応に戻す',
  'inbox.assign': '担当者の変更',
  'coupon.create': 'クーポンの作成',
  'coupon.pause': 'クーポンの停止',
  'coupon.resume': 'クーポンの再開',
  'points.grant': 'ポイントの付与',
  'points.take': 'ポイントの取り消し',
  'estimate.answer': 'お見積りの回答',
};
