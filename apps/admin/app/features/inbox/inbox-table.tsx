// An inbox's list: one row per message, the open ones first, each leading to its thread.
import { formatDateTime } from '@shop/domain/format';
import { inboxKindLabels, type InboxRow } from '@shop/domain/inbox';
import { adminPaths } from '@admin/config/paths';
import { DataTable, type Column } from '@admin/ui/data-table';
import { linkColumn } from '@admin/ui/link-column';

const columns: readonly Column<InboxRow>[] = [
  linkColumn({
    key: 'receipt',
    header: '受付番号',
    strong: true,
    to: (row) => adminPaths.inboxMessage(row.kind, row.id),
    text: (row) => row.receiptNumber,
  }),
  {
    key: 'state',
    header: '状態',
    cell: (row) =>
      row.handledAt ? (
        <span className="text-slate-700">対応済み</span>
      ) : (
        <span className="font-bold text-red-800">未対応</span>
      ),
  },
  {
    key: 'received',
    header: '受付日時',
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(new Date(row.receivedAt)),
  },
  {
    key: 'from',
    header: 'お客様',
    cell: (row) => (
      <>
        {row.from}
        <span className="block text-slate-700">{row.email}</span>
      </>
    ),
  },
  { key: 'summary', header: '内容', cell: (row) => row.summary },
  { key: 'assignee', header: '担当', cell: (row) => row.assignee?.name ?? '—' },
  { key: 'replies', header: '返信', numeric: true, cell: (row) => `${row.replies}件` },
];

export function InboxTable({ rows }: { rows: readonly InboxRow[] }) {
  const kind = rows[0]?.kind ?? 'contact';
  return (
    <DataTable
      caption={`${inboxKindLabels[kind]}の一覧`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="該当するものはありません。"
    />
  );
}
