import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { isApiError } from '~/lib/api-error';
import { MoveForm } from '@admin/features/orders/move-form';
import { useOrderList } from '@admin/features/orders/order-queries';
import { OrderTable } from '@admin/features/orders/order-table';
import { SearchForm } from '@admin/features/orders/search-form';

export function meta() {
  return [{ title: 'ご注文 | シールラボ 管理画面' }];
}

/** Orders (issue 19 point 4): search, filters, pages, and moves on the chosen orders at once. */
export default function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const list = useOrderList(search.toString());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (orderId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });
  const rows = list.data?.rows ?? [];
  const movable = rows.filter((row) => chosen.has(row.orderId));
  const goTo = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">ご注文</h1>
      <SearchForm errors={isApiError(list.error) ? list.error.errors : {}} />
      {list.isError ? (
        <FormAlert message={errorMessageOf(list.error, 'ご注文を読み込めませんでした')} />
      ) : null}
      {list.data ? (
        <>
          <p className="text-slate-700" role="status">
            {list.data.total.toLocaleString('ja-JP')}件（{list.data.page} / {list.data.pageCount}ページ）
          </p>
          <OrderTable rows={rows} chosen={chosen} onToggle={toggle} />
          <nav aria-label="ページ" className="flex gap-3">
            <Button
              variant="secondary"
              disabled={list.data.page <= 1}
              onClick={() => goTo(list.data.page - 1)}
            >
              前へ
            </Button>
            <Button
              variant="secondary"
              disabled={list.data.page >= list.data.pageCount}
              onClick={() => goTo(list.data.page + 1)}
            >
              次へ
            </Button>
          </nav>
        </>
      ) : null}
      {movable.length > 0 ? (
        <section
          aria-labelledby="bulk-move"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="bulk-move" className="mb-3 text-lg font-bold">
            選んだ{movable.length}件の状態を変更
          </h2>
          <MoveForm
            key={movable.map((row) => row.orderId).join(',')}
            orders={movable}
            onMoved={() => setChosen(new Set())}
          />
        </section>
      ) : null}
    </div>
  );
}
