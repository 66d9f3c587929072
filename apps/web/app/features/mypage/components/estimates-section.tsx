// The member's estimates still valid today: status, validity, the PDF, and one "カートに入れる"
// per answered child (spec point 4: type estimate, product 159, priced at amountWithTax).
import {
  estimateAlternativeLabel,
  estimateNumberLabel,
  estimatePdfFileName,
  type CurrentItem,
} from '@shop/domain/configurator';
import { formatYen } from '@shop/domain/format';
import { noticeMessages } from '@shop/domain/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { whenIdle } from '../../../lib/when-idle';
import { showToast } from '../../../ui/toast-store';
import { downloadPdf } from '../api/documents';
import { useEstimates } from '../api/queries';
import { dateLabel } from '../format';

const loadEstimateItem = () => import('../estimate-item');

export function EstimatesSection({ addToCart }: { addToCart: (item: CurrentItem) => void }) {
  const query = useEstimates();
  const [downloading, setDownloading] = useState<string | null>(null);
  // The check of an estimate as a cart item needs the domain's zod schema: loaded apart from the
  // page (decision 0560), ahead of the first press.
  useEffect(() => whenIdle(() => void loadEstimateItem().catch(() => undefined)), []);

  if (query.isPending) return <p role="status">読み込んでいます…</p>;
  if (query.isError) return <FormAlert message={query.error.message} />;
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        有効なお見積りはありません。
      </p>
    );
  }

  const download = async (url: string, estimateNumber: string) => {
    setDownloading(estimateNumber);
    try {
      await downloadPdf(url, estimatePdfFileName(estimateNumber));
    } catch (caught) {
      showToast(isApiError(caught) ? caught.message : '御見積書をダウンロードできませんでした', 'error');
    } finally {
      setDownloading(null);
    }
  };

  const add = async (record: unknown, no: number) => {
    let item: CurrentItem | null;
    try {
      item = (await loadEstimateItem()).estimateCartItem(record, no);
    } catch {
      showToast(noticeMessages.connectionFailed, 'error');
      return;
    }
    if (!item) {
      showToast('このお見積りはカートに入れられません。お問い合わせください', 'error');
      return;
    }
    addToCart(item);
    showToast('お見積りの商品をカートに入れました', 'success');
  };

  return (
    <ul className="space-y-3">
      {query.data.map((estimate) => (
        <li key={estimate.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-bold text-slate-900">{estimate.title || 'お見積り'}</h3>
              <p className="text-sm text-slate-600">{estimateNumberLabel(estimate.estimateNumber)}</p>
            </div>
            <span className="rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-900">
              {estimate.statusLabel}
            </span>
          </div>
          <OrderedFrom orders={estimate.orders} />
          {estimate.validUntil ? (
            <p className="mt-1 text-sm text-slate-700">有効期限：{dateLabel(estimate.validUntil)}</p>
          ) : null}
          {estimate.response.children.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-100">
              {estimate.response.children.map((child) => (
                <li key={child.no} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {estimateAlternativeLabel(child)}
                    {child.specification ? (
                      <span className="block text-sm text-slate-600">{child.specification}</span>
                    ) : null}
                    <strong className="block">{formatYen(child.amountWithTax)}（税込）</strong>
                  </span>
                  {estimate.active ? (
                    <Button variant="secondary" onClick={() => void add(estimate.record, child.no)}>
                      カートに入れる
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              ただいまお見積りを作成しております。回答までしばらくお待ちください。
            </p>
          )}
          {estimate.pdfUrl ? (
            <Button
              variant="ghost"
              pending={downloading === estimate.estimateNumber}
              pendingLabel="ダウンロード中…"
              onClick={() => {
                if (estimate.pdfUrl) void download(estimate.pdfUrl, estimate.estimateNumber);
              }}
            >
              御見積書（PDF）をダウンロード
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The purchases made from an estimate (decision 0718), each linked to its page in the history. */
function OrderedFrom({ orders }: { orders: readonly { purchaseId: string }[] }) {
  const purchaseIds = [...new Set(orders.map((order) => order.purchaseId))];
  if (purchaseIds.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-slate-700">
      ご注文番号：
      {purchaseIds.map((purchaseId, index) => (
        <span key={purchaseId}>
          {index > 0 ? '、' : null}
          <Link className="font-mono underline" to={paths.mypageHistory.href(purchaseId)}>
            {purchaseId}
          </Link>
        </span>
      ))}
    </p>
  );
}
