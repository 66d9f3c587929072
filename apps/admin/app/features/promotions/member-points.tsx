// A member's points as the member reads them on My page (the same answer): the balance, points to
// come and each movement with its reason, so staff see what the member will see.
import { formatDateTime } from '@shop/domain/format';
import { formatPoints } from '@shop/domain/checkout';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { useMemberPoints } from './promotion-queries';

export function MemberPoints({ email }: { email: string }) {
  const query = useMemberPoints(email);
  if (email === '') return null;
  if (query.isError)
    return <FormAlert message={errorMessageOf(query.error, 'ポイントを読み込めませんでした')} />;
  if (!query.data) return <p role="status">読み込み中…</p>;
  const { memberName, points } = query.data;
  return (
    <section aria-labelledby="member-points" className="space-y-3">
      <h3 id="member-points" className="font-bold">
        {memberName} 様のポイント（{query.data.email}）
      </h3>
      <p>
        保有ポイント <strong data-testid="member-holding-point">{formatPoints(points.holdingPoint)}</strong>
        {points.pendingPoint > 0 ? `（獲得予定 ${formatPoints(points.pendingPoint)}）` : ''}
      </p>
      {points.movements.length === 0 ? (
        <p className="text-slate-700">ポイントの履歴はまだありません。</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{memberName} 様のポイントの履歴</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="p-3">
                  日時
                </th>
                <th scope="col" className="p-3">
                  内容
                </th>
                <th scope="col" className="p-3">
                  理由・ご注文番号
                </th>
                <th scope="col" className="p-3 text-right">
                  ポイント
                </th>
              </tr>
            </thead>
            <tbody>
              {points.movements.map((movement) => (
                <tr key={movement.id} className="border-t border-slate-200">
                  <td className="p-3 whitespace-nowrap">{formatDateTime(new Date(movement.createdAt))}</td>
                  <td className="p-3">{movement.kindLabel}</td>
                  <td className="p-3">
                    {[movement.memo, movement.purchaseId ?? ''].filter(Boolean).join('・')}
                  </td>
                  <td className="p-3 text-right tabular-nums">
                    {movement.amount > 0 ? '+' : ''}
                    {formatPoints(movement.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
