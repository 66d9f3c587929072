// An inbox's list: one row per message, the open ones first, each leading to its thread.
import { Link } from 'react-router';
import { formatDateTime } from '@shop/domain/format';
import { inboxKindLabels, type InboxRow } from '@shop/domain/inbox';
import { adminPaths } from '@admin/config/paths';

export function InboxTable({ rows }: { rows: readonly InboxRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">該当するものはありません。</p>;
  const kind = rows[0]?.kind ?? 'contact';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{inboxKindLabels[kind]}の一覧</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-3">
              受付番号
            </th>
            <th scope="col" className="p-3">
              状態
            </th>
            <th scope="col" className="p-3">
              受付日時
            </th>
            <th scope="col" className="p-3">
              お客様
            </th>
            <th scope="col" className="p-3">
              内容
            </th>
            <th scope="col" className="p-3">
              担当
            </th>
            <th scope="col" className="p-3 text-right">
              返信
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <td className="p-3">
                <Link
                  to={adminPaths.inboxMessage(row.kind, row.id)}
                  className="font-mono font-bold text-brand underline"
                >
                  {row.receiptNumber}
                </Link>
              </td>
              <td className="p-3">
                {row.handledAt ? (
                  <span className="text-slate-700">対応済み</span>
                ) : (
                  <span className="font-bold text-red-800">未対応</span>
                )}
              </td>
              <td className="p-3 whitespace-nowrap">{formatDateTime(new Date(row.receivedAt))}</td>
              <td className="p-3">
                {row.from}
                <span className="block text-slate-700">{row.email}</span>
              </td>
              <td className="p-3">{row.summary}</td>
              <td className="p-3">{row.assignee?.name ?? '—'}</td>
              <td className="p-3 text-right tabular-nums">{row.replies}件</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
