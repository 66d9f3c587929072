import { Link, useParams, useSearchParams } from 'react-router';
import { INBOX_STATES, inboxKindLabels, inboxStateLabels, type InboxState } from '@shop/domain/inbox';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { adminPaths } from '@admin/config/paths';
import { inboxKindOf } from '@admin/features/inbox/inbox-kind';
import { useInboxList } from '@admin/features/inbox/inbox-queries';
import { InboxTable } from '@admin/features/inbox/inbox-table';

export function meta({ params }: { params: { kind?: string } }) {
  const kind = inboxKindOf(params.kind);
  return [{ title: `${kind ? inboxKindLabels[kind] : '受付'} | シールラボ 管理画面` }];
}

const stateOf = (value: string | null): InboxState => INBOX_STATES.find((state) => state === value) ?? 'open';

/** An inbox (issue 20 point 4): contact messages or sample requests, the open ones first. */
export default function InboxPage() {
  const kind = inboxKindOf(useParams().kind);
  const [search] = useSearchParams();
  const state = stateOf(search.get('state'));
  const list = useInboxList(kind ?? 'contact', state);
  if (!kind) return <FormAlert message="ページが見つかりません。アドレスをご確認ください。" />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{inboxKindLabels[kind]}</h1>
      <nav aria-label="表示する状態" className="flex flex-wrap gap-2">
        {INBOX_STATES.map((each) => (
          <Link
            key={each}
            to={`${adminPaths.inbox(kind)}?state=${each}`}
            aria-current={each === state ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-4 font-bold ${
              each === state
                ? 'border-brand bg-brand-soft text-brand-dark'
                : 'border-slate-300 bg-white text-slate-800'
            }`}
          >
            {inboxStateLabels[each]}
          </Link>
        ))}
      </nav>
      {list.isError ? <FormAlert message={errorMessageOf(list.error, '読み込めませんでした')} /> : null}
      {list.data ? (
        <>
          <p role="status" className="text-slate-700">
            未対応 {list.data.openCount.toLocaleString('ja-JP')}件
          </p>
          <InboxTable rows={list.data.rows} />
        </>
      ) : list.isPending ? (
        <p role="status">読み込み中…</p>
      ) : null}
    </div>
  );
}
