// The mail that carries a staff member's reply to a sample request or a contact message (decision
// 0760): its texts are written here, as every mail's are (decision 0693).
import type { InboxKind, InboxReply } from '@shop/domain/inbox';
import { inboxKindLabels } from '@shop/domain/inbox';
import { greeting, mailSubject, mailText } from '../../mail/compose.ts';
import { present } from './present.ts';
import type { InboxRecord } from './queries.ts';

/** The reply's mail: greeting, what the staff member wrote, what the customer sent, signature. */
export function replyMail(kind: InboxKind, record: InboxRecord, reply: InboxReply, publicUrl: string) {
  const shown = present(kind, record);
  const quoted = [
    `--- ${inboxKindLabels[kind]}（受付番号：${shown.receiptNumber}）の内容 ---`,
    ...(shown.message === ''
      ? shown.fields.map((field) => `${field.label}：${field.value}`)
      : [shown.message]),
  ].join('\n');
  return {
    to: shown.email,
    subject: mailSubject(reply.subject),
    text: mailText(publicUrl, greeting(shown.greetingName), [
      reply.body,
      // Replies reach the shop's mailbox (Reply-To, decision 0783); the number finds the thread.
      `ご返信は、本メールにそのままご返信いただくか、お問い合わせフォームに受付番号「${shown.receiptNumber}」をお書き添えのうえお送りください。`,
      quoted,
    ]),
  };
}
