import type { Product } from '@shop/domain/catalog';
import type { CurrentItem } from '@shop/domain/configurator';
import { formatYen } from '@shop/domain/format';
import { priceTable } from '@shop/domain/pricing';
import { validateSize } from '@shop/domain/size';
import { useMemo } from 'react';
import { useContourCutStore } from '../../../lib/contour-cut-store';
import { templateUrl } from '../api/template-url';

export interface PriceTablePanelProps {
  product: Product;
  item: CurrentItem;
}

const numberFormat = new Intl.NumberFormat('ja-JP');

/**
 * The 料金早見表 and the template download of a material page (issue 23 point 7): common sizes ×
 * quantities, tax included, priced by the same engine as the live price for the delivery speed
 * and options chosen; the template for the shape and size chosen, as PDF or SVG.
 */
export function PriceTablePanel({ product, item }: PriceTablePanelProps) {
  const table = useMemo(() => priceTable(product, item), [product, item]);
  const current = (row: { sizeX: number; sizeY: number; shapeId: number | null }, num: number) =>
    num === item.num &&
    (row.shapeId !== null
      ? row.shapeId === item.shape?.id
      : row.sizeX === Math.max(item.sizeX, item.sizeY) && row.sizeY === Math.min(item.sizeX, item.sizeY));
  const sizeOk =
    product.setting.shapes.length > 0 ||
    validateSize({ sizeX: item.sizeX, sizeY: item.sizeY, spec: product.setting.spec }) === null;
  const contour = useContourCutStore((state) => state.cut);
  const pdf = sizeOk ? templateUrl(product, item, 'pdf', contour) : null;
  const svg = sizeOk ? templateUrl(product, item, 'svg', contour) : null;
  const ownContour = pdf?.includes('contour=') === true;

  return (
    <div className="mt-8 space-y-6">
      <section aria-labelledby="price-table-title">
        <h2 id="price-table-title" className="text-lg font-bold text-slate-900">
          料金早見表
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          税込・{table.deliveryDays}営業日発送・選択中のオプション込みの合計金額です。
        </p>
        {table.assumed.length > 0 ? (
          <p className="mt-1 text-xs text-slate-600">
            未選択の項目は「{table.assumed.join('」「')}」で計算しています。
          </p>
        ) : null}
        <div
          className="mt-3 overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          aria-labelledby="price-table-title"
        >
          <table className="w-full min-w-max border-collapse text-sm tabular-nums" data-testid="price-table">
            <caption className="sr-only">料金早見表（税込）</caption>
            <thead>
              <tr className="bg-slate-100">
                <th
                  scope="col"
                  className="sticky left-0 bg-slate-100 px-3 py-2 text-left font-bold text-slate-800"
                >
                  {product.setting.shapes.length > 0 ? '形状' : 'サイズ'}
                </th>
                {table.nums.map((num) => (
                  <th key={num} scope="col" className="px-3 py-2 text-right font-bold text-slate-800">
                    {numberFormat.format(num)}枚
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-3 py-2 text-left font-bold whitespace-nowrap text-slate-800"
                  >
                    {row.label}
                  </th>
                  {row.totals.map((total, index) => {
                    const num = table.nums[index] ?? 0;
                    const here = current(row, num);
                    return (
                      <td
                        key={num}
                        className={`px-3 py-2 text-right whitespace-nowrap ${here ? 'bg-brand-soft font-bold text-brand' : 'text-slate-800'}`}
                        data-size={row.shapeId ?? `${row.sizeX}x${row.sizeY}`}
                        data-num={num}
                        aria-current={here ? 'true' : undefined}
                      >
                        {total === null ? <span aria-label="お取り扱いなし">—</span> : formatYen(total)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-1 text-xs text-slate-600">
          {product.setting.shapes.length > 0 ? '' : '縦横のサイズは、長い辺が同じなら同じ料金です。'}
          「—」はその枚数ではお作りしていないサイズです。
        </p>
      </section>

      <section aria-labelledby="template-title">
        <h2 id="template-title" className="text-lg font-bold text-slate-900">
          テンプレート
        </h2>
        {pdf && svg ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              選択中の形状とサイズ（
              {product.setting.shapes.length > 0 ? (item.shape?.name ?? '') : `${item.sizeX}×${item.sizeY}mm`}
              ）のテンプレートです。カットライン・塗り足し・安全範囲を書き込んであります。
              {ownContour ? 'カットラインは、プレビューで選んだ画像のデザインの形に沿った線です。' : ''}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <a href={pdf} download className={downloadLink}>
                PDFをダウンロード
              </a>
              <a href={svg} download className={downloadLink}>
                SVGをダウンロード
              </a>
            </div>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-700">
            {product.setting.shapes.length > 0 ? '形状' : 'サイズ'}
            を選ぶと、その形と大きさのテンプレート（PDF・SVG）をダウンロードできます。
          </p>
        )}
      </section>
    </div>
  );
}

const downloadLink =
  'inline-flex min-h-11 items-center rounded-xl border border-brand px-4 font-bold text-brand hover:bg-brand-soft';
