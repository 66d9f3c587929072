import { Link, useParams } from 'react-router';
import { formatDateTime } from '@shop/domain/format';
import { inboxKindLabels } from '@shop/domain/inbox';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { adminPaths } from '@admin/config/paths';
import { inboxKindOf } from '@admin/features/inbox/inbox-kind';
import { useInboxMessage } from '@admin/features/inbox/inbox-queries';
import { MessageControls } from '@admin/features/inbox/message-controls';
import { ReplyForm } from '@admin/features/inbox/reply-form';

export function meta({ params }: { params: { kind?: string } }) {
  const kind = inboxKindOf(params.kind);
  return [{ title: `${kind ? inboxKindLabels[kind] : '受付'}の詳細 | シールラボ 管理画面` }];
}

const section = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** One message or sample request: what was sent, the thread of replies, the state and the reply form. */
export default function InboxMessagePage() {
  const params = useParams();
  const kind = inboxKindOf(params.kind);
  const id = Number(params.id);
  const detail = useInboxMessage(kind ?? 'contact', id);
  if (!kind || !Number.isSafeInteger(id) || id <= 0)
    return <FormAlert message="ページが見つかりません。アドレスをご確認ください。" />;
  if (detail.isError) return <FormAlert message={errorMessageOf(detail.error, '読み込めませんでした')} />;
  if (!detail.data) return <p role="status">読み込み中…</p>;
  const message = detail.data;
  return (
    <div className="space-y-6">
      <p>
        <Link to={adminPaths.inbox(kind)} className="text-brand underline">
          {inboxKindLabels[kind]}の一覧へ戻る
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {inboxKindLabels[kind]} <span className="font-mono">{message.receiptNumber}</span>
      </h1>
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="sent" className={`${section} lg:col-span-2`}>
          <h2 id="sent" className="font-bold">
            {message.from} 様から（{formatDateTime(new Date(message.receivedAt))}）
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {message.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="text-slate-700">{field.label}</dt>
                <dd className="whitespace-pre-line">{field.value === '' ? '（未記入）' : field.value}</dd>
              </div>
            ))}
          </dl>
          {message.message ? (
            <p data-testid="inbox-message" className="mt-4 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap">
              {message.message}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="state" className={section}>
          <h2 id="state" className="mb-2 font-bold">
            対応状況
          </h2>
          <MessageControls kind={kind} message={message} />
        </section>
      </div>
      <section aria-labelledby="thread" className={section}>
        <h2 id="thread" className="font-bold">
          返信の履歴
        </h2>
        {message.thread.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">まだ返信していません。</p>
        ) : (
          <ol className="mt-3 space-y-3" aria-label="返信の履歴">
            {message.thread.map((reply) => (
              <li key={reply.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-bold">{reply.subject}</p>
                <p className="text-slate-700">
                  {formatDateTime(new Date(reply.sentAt))}・{reply.staffName}・宛先 {reply.to}
                </p>
                <p className="mt-2 whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="reply" className={section}>
        <h2 id="reply" className="mb-2 font-bold">
          メールで返信する
        </h2>
        <ReplyForm key={message.id} kind={kind} message={message} />
      </section>
    </div>
  );
}
