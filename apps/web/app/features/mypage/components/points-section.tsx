// Points held, points still to come (earned at delivery, decision 0367) and every movement.
import { formatPoints, pointWords } from '@shop/domain/checkout';
import { FormAlert } from '../../../ui/form/form-alert';
import { usePoints } from '../api/queries';
import { dateLabel } from '../format';

export function PointsSection() {
  const query = usePoints();
  if (query.isPending) return <p role="status">読み込んでいます…</p>;
  if (query.isError) return <FormAlert message={query.error.message} />;
  const { holdingPoint, pendingPoint, movements } = query.data;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex items-baseline justify-between">
        <span className="text-slate-700">保有ポイント</span>
        <strong data-testid="holding-point" className="text-2xl text-slate-900">
          {formatPoints(holdingPoint)}
        </strong>
      </p>
      {pendingPoint > 0 ? (
        <p className="mt-1 text-right text-sm text-slate-600">
          獲得予定 {formatPoints(pendingPoint)}（{pointWords.grantNote}）
        </p>
      ) : null}
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-bold text-brand">
          ポイントの履歴
        </summary>
        {movements.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">ポイントの履歴はまだありません。</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {movements.map((movement) => (
              <li key={movement.id} className="flex justify-between gap-3 py-2">
                <span>
                  <span className="block text-slate-600">{dateLabel(movement.createdAt)}</span>
                  {movement.kindLabel}
                  {movement.purchaseId ? (
                    <span className="text-slate-600">（{movement.purchaseId}）</span>
                  ) : null}
                  {movement.memo ? <span className="block text-slate-600">{movement.memo}</span> : null}
                </span>
                <span
                  className={`shrink-0 font-bold ${movement.amount < 0 ? 'text-red-700' : 'text-emerald-800'}`}
                >
                  {movement.amount > 0 ? '+' : ''}
                  {formatPoints(movement.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
