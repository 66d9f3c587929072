import { optionGroupLabel, optionGroupNames, type Product } from '@shop/domain/catalog';
import { formatPoints, pointRuleSentence } from '@shop/domain/checkout';
import { formatYen } from '@shop/domain/format';
import type { PriceDetail } from '@shop/domain/pricing';
import { memo } from 'react';
import type { Shipping } from '../shipping';
import { sameProps } from './same-props';

interface PriceBreakdownProps {
  product: Product;
  detail: PriceDetail | null;
  shipping: Shipping | null;
}

/**
 * The estimate in lines, as a shop's quotation reads: what each part costs, tax included. The
 * server's confirmation brings an equal detail as a new object: compared by value, it costs nothing.
 */
export const PriceBreakdown = memo(function PriceBreakdown({
  product,
  detail,
  shipping,
}: PriceBreakdownProps) {
  return (
    <section
      aria-labelledby="breakdown-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="breakdown-title" className="font-bold text-slate-900">
        価格の内訳
      </h2>
      {detail ? (
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          <Line
            term={`${detail.product.name}（${detail.sizeName}・${detail.num.toLocaleString('ja-JP')}枚）`}
            amount={detail.amountProduct}
          />
          {optionGroupNames.map((group) => {
            const line = detail[group];
            return line ? (
              <Line
                key={group}
                term={`${optionGroupLabel(product, group)}：${line.name}`}
                amount={line.amount}
              />
            ) : null;
          })}
          {detail.freeFormat ? (
            <Line term={detail.freeFormat.name} amount={detail.freeFormat.amount} />
          ) : null}
          <div className="flex items-baseline justify-between gap-3 pt-3 pb-1">
            <dt className="font-bold text-slate-900">合計（税込）</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatYen(detail.amountTotal)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-none py-0.5 text-slate-600">
            <dt>うち消費税（10%）</dt>
            <dd className="tabular-nums">{formatYen(detail.tax)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-none py-0.5 text-slate-600">
            <dt>獲得予定ポイント（会員の方）</dt>
            <dd className="tabular-nums">{formatPoints(detail.point)}</dd>
          </div>
          {shipping ? (
            <div className="flex justify-between gap-3 border-none py-0.5 text-slate-600">
              <dt>発送予定日</dt>
              <dd>{shipping.display}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          必須の項目をすべて選ぶと、金額の内訳が表示されます。
        </p>
      )}
      <p className="mt-3 text-xs leading-relaxed text-slate-500">
        表示価格はすべて税込です。送料は無料です。{pointRuleSentence}
      </p>
    </section>
  );
}, sameProps);

function Line({ term, amount }: { term: string; amount: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="min-w-0 text-slate-700">{term}</dt>
      <dd className="shrink-0 text-slate-900 tabular-nums">{formatYen(amount)}</dd>
    </div>
  );
}
