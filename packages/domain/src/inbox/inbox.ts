// The back office's inboxes of sample requests and contact messages (issue 20 point 4, decision
// 0760): each message is handled or not, may have a staff member looking after it, and keeps the
// replies sent to it by mail. The schemas here are the API's bodies and answers and the screens'.
import { z } from 'zod/mini';
import { requiredText } from '../validation/text-fields.ts';
import { safeString } from '../validation/safe-string.ts';

export const INBOX_KINDS = ['contact', 'sample'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxKindLabels: Record<InboxKind, string> = {
  contact: 'お問い合わせ',
  sample: 'サンプル請求',
};

/** The longest reply staff may write (a mail, not a document). */
export const INBOX_REPLY_MAX = 4000;
export const INBOX_SUBJECT_MAX = 100;
export const INBOX_PAGE_SIZE = 50;

/** Which messages a list shows: those still needing someone (the default), handled ones, or all. */
export const INBOX_STATES = ['open', 'handled', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const inboxStateLabels: Record<InboxState, string> = {
  open: '未対応',
  handled: '対応済み',
  all: 'すべて',
};

export const inboxListQuerySchema = z.object({
  state: z._default(z.enum(INBOX_STATES, { error: '表示する状態を選んでください' }), 'open'),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

/** POST …/reply: the text staff write; the mail adds the greeting and the shop's signature. */
export const inboxReplySchema = z.object({
  subject: requiredText({ max: INBOX_SUBJECT_MAX }),
  body: requiredText({ max: INBOX_REPLY_MAX, multiline: true }),
  /** Most replies settle the message: marked handled in the same change unless unticked. */
  markHandled: z._default(z.boolean(), true),
});
export type InboxReplyInput = z.input<typeof inboxReplySchema>;
export type InboxReply = z.output<typeof inboxReplySchema>;

/** PATCH …: handled or not, and who looks after it (null: nobody). Either or both. */
export const inboxChangeSchema = z
  .object({
    handled: z.optional(z.boolean()),
    assigneeId: z.optional(z.nullable(z.int().check(z.positive()))),
  })
  .check(
    z.refine((change) => change.handled !== undefined || change.assigneeId !== undefined, {
      error: '変更する内容を指定してください',
    }),
  );
export type InboxChange = z.output<typeof inboxChangeSchema>;

const staffRefSchema = z.object({ id: z.int(), name: safeString() });

export const inboxRowSchema = z.object({
  id: z.int(),
  kind: z.enum(INBOX_KINDS),
  /** C-000123 / S-000123, as the customer's mail quotes it. */
  receiptNumber: safeString(),
  receivedAt: safeString(),
  /** Who sent it: 「山田商店 山田 太郎」. */
  from: safeString(),
  email: safeString(),
  /** The first words of the message, or the samples asked for. */
  summary: safeString(),
  handledAt: z.nullable(safeString()),
  assignee: z.nullable(staffRefSchema),
  replies: z.int(),
});
export type InboxRow = z.output<typeof inboxRowSchema>;

export const inboxListAnswerSchema = z.object({
  rows: z.array(inboxRowSchema),
  openCount: z.int(),
});
export type InboxListAnswer = z.output<typeof inboxListAnswerSchema>;

export const inboxReplyEntrySchema = z.object({
  id: z.int(),
  sentAt: safeString(),
  staffName: safeString(),
  to: safeString(),
  subject: safeString(),
  body: safeString(),
});
export type InboxReplyEntry = z.output<typeof inboxReplyEntrySchema>;

export const inboxMessageSchema = z.object({
  ...inboxRowSchema.shape,
  /** What the customer sent, as labelled lines in the form's order. */
  fields: z.array(z.object({ label: safeString(), value: safeString() })),
  /** The message itself (contact), shown as written. */
  message: safeString(),
  handledBy: z.nullable(safeString()),
  thread: z.array(inboxReplyEntrySchema),
  /** Who may be named to look after it: the active staff. */
  staff: z.array(staffRefSchema),
});
export type InboxMessage = z.output<typeof inboxMessageSchema>;

/** The subject a reply starts with: 「お問い合わせの件（C-000123）」. */
export function defaultReplySubject(kind: InboxKind, receiptNumber: string): string {
  return kind === 'contact'
    ? `お問い合わせの件（${receiptNumber}）`
    : `無料サンプルのお申し込みの件（${receiptNumber}）`;
}
