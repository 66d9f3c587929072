// /mypage/histories: every purchase, newest first, each with its orders' statuses and total.
import { formatYen } from '@shop/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChevronRightIcon } from '../../../ui/icons';
import { FormAlert } from '../../../ui/form/form-alert';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { usePurchases } from '../api/queries';
import { dateLabel } from '../format';
import { StatusBadge } from './status-badge';

export function HistoriesScreen() {
  const query = usePurchases();
  return (
    <PageContainer>
      <PageHeader
        title="ご注文履歴"
        lead="ご注文の進行状況の確認、入稿データのアップロード、各種お手続きはご注文ごとの詳細画面から行えます。"
      />
      {query.isPending ? <p role="status">読み込んでいます…</p> : null}
      {query.isError ? <FormAlert message={query.error.message} /> : null}
      {query.data?.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
          ご注文の履歴はまだありません。
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="space-y-3" aria-label="ご注文の一覧">
          {query.data.map((purchase) => (
            <li key={purchase.purchaseId}>
              <Link
                to={paths.mypageHistory.href(purchase.purchaseId)}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="text-sm text-slate-600">
                    {dateLabel(purchase.createdAt)}
                    {'\u3000'}
                    <span className="font-mono">{purchase.purchaseId}</span>
                  </p>
                  <ul className="space-y-1">
                    {purchase.orders.map((order) => (
                      <li key={order.orderId} className="flex flex-wrap items-center gap-2">
                        <span className="font-bold text-slate-900">{order.specification.productName}</span>
                        <StatusBadge status={order.status} label={order.statusLabel} />
                      </li>
                    ))}
                  </ul>
                  <p className="text-slate-800">合計 {formatYen(purchase.totalAmount)}</p>
                </div>
                <ChevronRightIcon width={18} height={18} className="shrink-0 text-slate-400" />
                <span className="sr-only">ご注文番号 {purchase.purchaseId} の詳細を見る</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8">
        <ButtonLink to={paths.mypage.href()} variant="secondary">
          マイページへ戻る
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
