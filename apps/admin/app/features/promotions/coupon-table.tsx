// The coupons: each with its terms, state and uses, leading to its uses by order.
import { formatDate, formatYen } from '@shop/domain/format';
import { couponDiscountLabel, couponStatusLabels, type CouponEntry } from '@shop/domain/promotions';
import { adminPaths } from '@admin/config/paths';
import { DataTable, type Column } from '@admin/ui/data-table';
import { linkColumn } from '@admin/ui/link-column';

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

const columns: readonly Column<CouponEntry>[] = [
  linkColumn({
    key: 'code',
    header: 'コード',
    strong: true,
    to: (coupon) => adminPaths.coupon(coupon.id),
    text: (coupon) => coupon.code,
  }),
  { key: 'status', header: '状態', cell: (coupon) => couponStatusLabels[coupon.status] },
  { key: 'terms', header: '内容', cell: termsLabel },
  { key: 'period', header: '期間', cell: periodLabel },
  { key: 'uses', header: '利用回数', numeric: true, cell: usesLabel },
];

export function CouponTable({ coupons }: { coupons: readonly CouponEntry[] }) {
  return (
    <DataTable
      caption="クーポンの一覧"
      columns={columns}
      rows={coupons}
      rowKey={(coupon) => coupon.id}
      empty="クーポンはまだありません。"
    />
  );
}
