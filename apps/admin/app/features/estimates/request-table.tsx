// The estimate inbox's list: one row per request, the unanswered marked so.
import { Link } from 'react-router';
import type { EstimateRequestRow } from '@shop/domain/estimate-answers';
import { formatDateTime } from '@shop/domain/format';
import { adminPaths } from '@admin/config/paths';

export function RequestTable({ rows }: { rows: readonly EstimateRequestRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">該当する見積依頼はありません。</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">見積依頼の一覧</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-3">
              受付番号
            </th>
            <th scope="col" className="p-3">
              受付日時
            </th>
            <th scope="col" className="p-3">
              お客様
            </th>
            <th scope="col" className="p-3">
              ご希望
            </th>
            <th scope="col" className="p-3">
              添付
            </th>
            <th scope="col" className="p-3">
              回答
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <td className="p-3 font-mono">
                <Link to={adminPaths.estimateRequest(row.id)} className="text-brand underline">
                  {row.receiptNumber}
                </Link>
              </td>
              <td className="p-3">{formatDateTime(new Date(row.receivedAt))}</td>
              <td className="p-3">
                {row.organization ? <span className="block">{row.organization}</span> : null}
                {row.customerName}
                <span className="block text-xs text-slate-600">
                  {row.email}
                  {row.fromMember ? '（会員）' : ''}
                </span>
              </td>
              <td className="p-3">
                {row.hurry ? <strong className="mr-1 text-red-800">【お急ぎ】</strong> : null}
                {row.summary}
              </td>
              <td className="p-3">{row.fileCount > 0 ? `${row.fileCount}件` : 'なし'}</td>
              <td className="p-3">
                {row.estimate ? (
                  <>
                    {row.estimate.statusLabel}
                    <span className="block font-mono text-xs text-slate-600">
                      {row.estimate.estimateNumber}
                    </span>
                  </>
                ) : (
                  <strong className="text-amber-900">未回答</strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
