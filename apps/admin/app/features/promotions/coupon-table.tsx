// The coupons: each with its terms, state and uses, leading to its uses by order.
import { Link } from 'react-router';
import { formatDate, formatYen } from '@shop/domain/format';
import { couponDiscountLabel, couponStatusLabels, type CouponEntry } from '@shop/domain/promotions';
import { adminPaths } from '@admin/config/paths';

/** 「2026年12月1日〜2026年12月31日」, either end open. */
export function periodLabel(coupon: CouponEntry): string {
  const from = coupon.validFrom ? formatDate(new Date(coupon.validFrom)) : '';
  const until = coupon.validUntilDay ? formatDate(new Date(`${coupon.validUntilDay}T00:00:00+09:00`)) : '';
  if (!from && !until) return '期限なし';
  return `${from}〜${until}`;
}

export function usesLabel(coupon: CouponEntry): string {
  const used = `${coupon.usedCount.toLocaleString('ja-JP')}回`;
  return coupon.useLimit === null
    ? `${used}（上限なし）`
    : `${used} / ${coupon.useLimit.toLocaleString('ja-JP')}回`;
}

export function termsLabel(coupon: CouponEntry): string {
  return [
    couponDiscountLabel(coupon.kind, coupon.amount),
    coupon.minimumTotal > 0 ? `${formatYen(coupon.minimumTotal)}以上` : '金額条件なし',
    coupon.oncePerMember ? '1会員1回' : '何度でも',
  ].join('・');
}

export function CouponTable({ coupons }: { coupons: readonly CouponEntry[] }) {
  if (coupons.length === 0) return <p className="text-slate-700">クーポンはまだありません。</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">クーポンの一覧</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-3">
              コード
            </th>
            <th scope="col" className="p-3">
              状態
            </th>
            <th scope="col" className="p-3">
              内容
            </th>
            <th scope="col" className="p-3">
              期間
            </th>
            <th scope="col" className="p-3 text-right">
              利用回数
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.id} className="border-t border-slate-200">
              <td className="p-3">
                <Link to={adminPaths.coupon(coupon.id)} className="font-mono font-bold text-brand underline">
                  {coupon.code}
                </Link>
              </td>
              <td className="p-3">{couponStatusLabels[coupon.status]}</td>
              <td className="p-3">{termsLabel(coupon)}</td>
              <td className="p-3">{periodLabel(coupon)}</td>
              <td className="p-3 text-right tabular-nums">{usesLabel(coupon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
