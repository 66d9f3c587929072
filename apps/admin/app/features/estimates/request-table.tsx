// The estimate inbox's list: one row per request, the unanswered marked so.
import type { EstimateRequestRow } from '@shop/domain/estimate-answers';
import { formatDateTime } from '@shop/domain/format';
import { adminPaths } from '@admin/config/paths';
import { DataTable, type Column } from '@admin/ui/data-table';
import { linkColumn } from '@admin/ui/link-column';

const columns: readonly Column<EstimateRequestRow>[] = [
  linkColumn({
    key: 'receipt',
    header: '受付番号',
    to: (row) => adminPaths.estimateRequest(row.id),
    text: (row) => row.receiptNumber,
  }),
  { key: 'received', header: '受付日時', cell: (row) => formatDateTime(new Date(row.receivedAt)) },
  {
    key: 'customer',
    header: 'お客様',
    cell: (row) => (
      <>
        {row.organization ? <span className="block">{row.organization}</span> : null}
        {row.customerName}
        <span className="block text-xs text-slate-600">
          {row.email}
          {row.fromMember ? '（会員）' : ''}
        </span>
      </>
    ),
  },
  {
    key: 'wish',
    header: 'ご希望',
    cell: (row) => (
      <>
        {row.hurry ? <strong className="mr-1 text-red-800">【お急ぎ】</strong> : null}
        {row.summary}
      </>
    ),
  },
  { key: 'files', header: '添付', cell: (row) => (row.fileCount > 0 ? `${row.fileCount}件` : 'なし') },
  {
    key: 'answer',
    header: '回答',
    cell: (row) =>
      row.estimate ? (
        <>
          {row.estimate.statusLabel}
          <span className="block font-mono text-xs text-slate-600">{row.estimate.estimateNumber}</span>
        </>
      ) : (
        <strong className="text-amber-900">未回答</strong>
      ),
  },
];

export function RequestTable({ rows }: { rows: readonly EstimateRequestRow[] }) {
  return (
    <DataTable
      caption="見積依頼の一覧"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="該当する見積依頼はありません。"
    />
  );
}
