import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { auditLogAnswerSchema } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { isApiError } from '~/lib/api-error';
import { adminRequest } from '@admin/lib/admin-api';
import { AuditTable } from '@admin/features/audit/audit-table';

export function meta() {
  return [{ title: '操作履歴 | シールラボ 管理画面' }];
}

const FILTERS = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'until'] as const;

/** Owners: every change made in the back office and from the command line, filtered by the URL. */
export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const log = useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => adminRequest('GET', `/audit-log${query ? `?${query}` : ''}`, auditLogAnswerSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const fieldErrors = isApiError(log.error) ? log.error.errors : {};
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
    }
    setSearch(next);
  };
  const page = log.data?.page ?? 1;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const goTo = (target: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    setSearch(next);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">操作履歴</h1>
      <form
        onSubmit={filter}
        role="search"
        aria-label="操作履歴の絞り込み"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-3"
      >
        <TextField
          label="操作した人"
          name="actor"
          hint="メールアドレスの一部"
          defaultValue={search.get('actor') ?? ''}
          error={fieldErrors.actor}
        />
        <TextField
          label="操作"
          name="action"
          hint="例: staff、order.move"
          defaultValue={search.get('action') ?? ''}
          error={fieldErrors.action}
        />
        <TextField
          label="対象の種類"
          name="subjectType"
          hint="例: order、staff"
          defaultValue={search.get('subjectType') ?? ''}
          error={fieldErrors.subjectType}
        />
        <TextField
          label="対象の番号"
          name="subjectId"
          defaultValue={search.get('subjectId') ?? ''}
          error={fieldErrors.subjectId}
        />
        <TextField
          label="期間（開始日）"
          name="from"
          type="date"
          defaultValue={search.get('from') ?? ''}
          error={fieldErrors.from}
        />
        <TextField
          label="期間（終了日）"
          name="until"
          type="date"
          defaultValue={search.get('until') ?? ''}
          error={fieldErrors.until}
        />
        <div className="flex gap-3 md:col-span-3">
          <Button type="submit">絞り込む</Button>
          {FILTERS.some((key) => search.has(key)) ? (
            <Button variant="secondary" onClick={() => setSearch(new URLSearchParams())}>
              条件をクリア
            </Button>
          ) : null}
        </div>
      </form>
      {log.isError ? (
        <FormAlert message={errorMessageOf(log.error, '操作履歴を読み込めませんでした')} />
      ) : null}
      {log.data ? (
        <section
          aria-label="結果"
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <p role="status" className="mb-3 text-sm text-slate-700">
            {log.data.total.toLocaleString('ja-JP')}件（{page} / {pages}ページ）
          </p>
          {log.data.entries.length > 0 ? (
            <AuditTable entries={log.data.entries} />
          ) : (
            <p>条件に合う操作はありません。</p>
          )}
          {pages > 1 ? (
            <nav aria-label="ページ" className="mt-4 flex gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                前のページ
              </Button>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                次のページ
              </Button>
            </nav>
          ) : null}
        </section>
      ) : log.isPending ? (
        <p role="status">読み込み中…</p>
      ) : null}
    </div>
  );
}
