import { useSearchParams } from 'react-router';
import type { EstimateRequestState } from '@shop/domain/estimate-answers';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { SelectField } from '~/ui/form/select-field';
import { errorMessageOf } from '~/ui/form/server-errors';
import { useEstimateRequests } from '@admin/features/estimates/estimate-queries';
import { RequestTable } from '@admin/features/estimates/request-table';

export function meta() {
  return [{ title: '見積依頼 | シールラボ 管理画面' }];
}

const stateOptions: { value: EstimateRequestState; label: string }[] = [
  { value: 'open', label: '未回答' },
  { value: 'answered', label: '回答済み' },
  { value: 'all', label: 'すべて（未回答が先）' },
];

/** The estimate inbox (issue 20 point 3; decision 0752): unanswered requests first, newest first. */
export default function EstimateRequestsPage() {
  const [search, setSearch] = useSearchParams();
  const list = useEstimateRequests(search.toString());
  const state = search.get('state') ?? 'open';
  const goTo = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearch(next);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">見積依頼</h1>
      <div className="max-w-xs">
        <SelectField
          label="表示する依頼"
          options={stateOptions}
          value={state}
          onChange={(event) => goTo({ state: event.target.value, page: '1' })}
        />
      </div>
      {list.isError ? (
        <FormAlert message={errorMessageOf(list.error, '見積依頼を読み込めませんでした')} />
      ) : null}
      {list.data ? (
        <>
          <p className="text-slate-700" role="status">
            {list.data.total.toLocaleString('ja-JP')}件（{list.data.page} / {list.data.pageCount}ページ）
          </p>
          <RequestTable rows={list.data.rows} />
          <nav aria-label="ページ" className="flex gap-3">
            <Button
              variant="secondary"
              disabled={list.data.page <= 1}
              onClick={() => goTo({ page: String(list.data.page - 1) })}
            >
              前へ
            </Button>
            <Button
              variant="secondary"
              disabled={list.data.page >= list.data.pageCount}
              onClick={() => goTo({ page: String(list.data.page + 1) })}
            >
              次へ
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
