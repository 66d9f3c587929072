// A member's points as the member reads them on My page (the same answer): the balance, points to
// come and each movement with its reason, so staff see what the member will see.
import { formatDateTime } from '@shop/domain/format';
import { formatPoints } from '@shop/domain/checkout';
import type { PointMovement } from '@shop/domain/answers';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { DataTable, type Column } from '@admin/ui/data-table';
import { useMemberPoints } from './promotion-queries';

const movementColumns: readonly Column<PointMovement>[] = [
  {
    key: 'at',
    header: '日時',
    className: 'whitespace-nowrap',
    cell: (movement) => formatDateTime(new Date(movement.createdAt)),
  },
  { key: 'kind', header: '内容', cell: (movement) => movement.kindLabel },
  {
    key: 'reason',
    header: '理由・ご注文番号',
    cell: (movement) => [movement.memo, movement.purchaseId ?? ''].filter(Boolean).join('・'),
  },
  {
    key: 'amount',
    header: 'ポイント',
    numeric: true,
    cell: (movement) => `${movement.amount > 0 ? '+' : ''}${formatPoints(movement.amount)}`,
  },
];

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
      <DataTable
        caption={`${memberName} 様のポイントの履歴`}
        variant="plain"
        columns={movementColumns}
        rows={points.movements}
        rowKey={(movement) => movement.id}
        empty="ポイントの履歴はまだありません。"
      />
    </section>
  );
}
