// The checkout's amounts as the domain computed them (spec point 4).
import type { CheckoutSummary } from '@shop/domain/checkout';
import { formatYen } from '@shop/domain/format';

export function CheckoutSummaryTable({ summary }: { summary: CheckoutSummary }) {
  const rows: [string, string][] = [['商品合計（税込）', formatYen(summary.cartTotal)]];
  if (summary.discount > 0) rows.push(['クーポン割引', formatYen(-summary.discount)]);
  if (summary.pointUse > 0) rows.push(['ポイント利用', formatYen(-summary.pointUse)]);
  if (summary.codFee > 0) rows.push(['代金引換手数料', formatYen(summary.codFee)]);
  return (
    <dl className="space-y-1 rounded-xl border border-slate-200 bg-white p-4">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-slate-700">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>お支払い金額</dt>
        <dd data-testid="checkout-total">{formatYen(summary.totalAmount)}</dd>
      </div>
    </dl>
  );
}
