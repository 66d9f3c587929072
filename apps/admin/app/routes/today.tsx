import { Link } from 'react-router';
import { TODAY_ITEMS, type TodayCounts } from '@shop/domain/back-office';
import { formatJapaneseDay } from '@shop/domain/calendar';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { adminPaths } from '@admin/config/paths';
import { useToday } from '@admin/features/orders/order-queries';
import { ShipmentDownloads } from '@admin/features/orders/shipment-downloads';

export function meta() {
  return [{ title: '今日の作業 | シールラボ 管理画面' }];
}

/** Where each tile leads: the order list filtered the same way, where there is one. */
function linkOf(key: keyof TodayCounts, day: string): string | null {
  switch (key) {
    case 'artworkToCheck':
      return `${adminPaths.orders}?status=3`;
    case 'proofsWaiting':
      return `${adminPaths.orders}?status=12`;
    case 'toShipToday':
      return `${adminPaths.orders}?shippingTo=${day}`;
    case 'messagesOpen':
      return adminPaths.inbox('contact');
    case 'samplesOpen':
      return adminPaths.inbox('sample');
    case 'estimateRequestsOpen':
      return adminPaths.estimateRequests;
    case 'transfersShort':
      return `${adminPaths.orders}?status=10`;
    default:
      return null;
  }
}

/** Today (issue 19 point 3): what needs a person now, and the day's shipping papers. */
export default function TodayPage() {
  const today = useToday();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">今日の作業</h1>
      {today.isError ? <FormAlert message={errorMessageOf(today.error, '読み込めませんでした')} /> : null}
      {today.data ? (
        <>
          <p className="text-slate-700">{formatJapaneseDay(today.data.workDay)}の作業です。</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {TODAY_ITEMS.map((item) => {
              const count = today.data.counts[item.key];
              const to = linkOf(item.key, today.data.workDay);
              const body = (
                <>
                  <span className="text-sm text-slate-700">{item.label}</span>
                  <span className="text-3xl font-bold tabular-nums">{count.toLocaleString('ja-JP')}</span>
                  <span className="text-xs text-slate-600">{item.hint}</span>
                </>
              );
              const tile =
                'flex min-h-28 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
              return (
                <li key={item.key} data-testid={`today-${item.key}`}>
                  {to ? (
                    <Link to={to} className={`${tile} hover:bg-brand-soft`}>
                      {body}
                    </Link>
                  ) : (
                    <div className={tile}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <ShipmentDownloads day={today.data.workDay} />
        </>
      ) : (
        <p role="status">読み込み中…</p>
      )}
    </div>
  );
}
