// The order list: one row per order with a box to choose it for a move.
import { Link } from 'react-router';
import type { StaffOrderRow } from '@shop/domain/answers';
import { staffStatusLabel } from '@shop/domain/back-office';
import { formatDate, formatYen } from '@shop/domain/format';
import { adminPaths } from '@admin/config/paths';

export function OrderTable({
  rows,
  chosen,
  onToggle,
}: {
  rows: readonly StaffOrderRow[];
  chosen: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
}) {
  if (rows.length === 0) return <p className="text-slate-700">該当するご注文はありません。</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">ご注文の一覧</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-3">
              <span className="sr-only">選択</span>
            </th>
            <th scope="col" className="p-3">
              明細番号
            </th>
            <th scope="col" className="p-3">
              状態
            </th>
            <th scope="col" className="p-3">
              お客様
            </th>
            <th scope="col" className="p-3">
              商品
            </th>
            <th scope="col" className="p-3 text-right">
              金額
            </th>
            <th scope="col" className="p-3">
              支払方法
            </th>
            <th scope="col" className="p-3">
              発送日
            </th>
            <th scope="col" className="p-3">
              受付日
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderId} className="border-t border-slate-200">
              <td className="p-3">
                <input
                  type="checkbox"
                  className="size-5"
                  aria-label={`${row.orderId} を選ぶ`}
                  checked={chosen.has(row.orderId)}
                  onChange={() => onToggle(row.orderId)}
                />
              </td>
              <td className="p-3 font-mono">
                <Link to={adminPaths.purchase(row.purchaseId)} className="text-brand underline">
                  {row.orderId}
                </Link>
              </td>
              <td className="p-3">{staffStatusLabel(row.status)}</td>
              <td className="p-3">
                {row.customerName}
                {row.destinationName && row.destinationName !== row.customerName ? (
                  <span className="block text-xs text-slate-600">お届け先：{row.destinationName}</span>
                ) : null}
              </td>
              <td className="p-3">
                {row.productName}（{row.num.toLocaleString('ja-JP')}枚）
              </td>
              <td className="p-3 text-right tabular-nums">{formatYen(row.amountTotal)}</td>
              <td className="p-3">{row.paymentMethodLabel}</td>
              <td className="p-3">
                {row.shippingDate ? formatDate(new Date(`${row.shippingDate}T00:00:00+09:00`)) : '—'}
              </td>
              <td className="p-3">{formatDate(new Date(row.createdAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
