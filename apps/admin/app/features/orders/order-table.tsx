// The order list: one row per order with a box to choose it for a move.
import type { StaffOrderRow } from '@shop/domain/answers';
import { staffStatusLabel } from '@shop/domain/back-office';
import { formatDate, formatYen } from '@shop/domain/format';
import { adminPaths } from '@admin/config/paths';
import { DataTable, type Column } from '@admin/ui/data-table';
import { linkColumn } from '@admin/ui/link-column';

const columns: readonly Column<StaffOrderRow>[] = [
  linkColumn({
    key: 'order',
    header: '明細番号',
    to: (row) => adminPaths.purchase(row.purchaseId),
    text: (row) => row.orderId,
  }),
  { key: 'status', header: '状態', cell: (row) => staffStatusLabel(row.status) },
  {
    key: 'customer',
    header: 'お客様',
    cell: (row) => (
      <>
        {row.customerName}
        {row.destinationName && row.destinationName !== row.customerName ? (
          <span className="block text-xs text-slate-600">お届け先：{row.destinationName}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'product',
    header: '商品',
    cell: (row) => `${row.productName}（${row.num.toLocaleString('ja-JP')}枚）`,
  },
  { key: 'amount', header: '金額', numeric: true, cell: (row) => formatYen(row.amountTotal) },
  { key: 'payment', header: '支払方法', cell: (row) => row.paymentMethodLabel },
  {
    key: 'shipping',
    header: '発送日',
    cell: (row) => (row.shippingDate ? formatDate(new Date(`${row.shippingDate}T00:00:00+09:00`)) : '—'),
  },
  { key: 'created', header: '受付日', cell: (row) => formatDate(new Date(row.createdAt)) },
];

export function OrderTable({
  rows,
  chosen,
  onToggle,
}: {
  rows: readonly StaffOrderRow[];
  chosen: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
}) {
  return (
    <DataTable
      caption="ご注文の一覧"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.orderId}
      empty="該当するご注文はありません。"
      selection={{
        header: '選択',
        isChosen: (row) => chosen.has(row.orderId),
        onToggle: (row) => onToggle(row.orderId),
        label: (row) => `${row.orderId} を選ぶ`,
      }}
    />
  );
}
