// One order of a purchase: its specification, amounts, shipping date, carrier and tracking once
// shipped, its status, and the upload button when the status allows it (the API's `actions`).
import type { Order } from '@shop/domain/answers';
import { formatYen } from '@shop/domain/format';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { Button } from '../../../ui/form/button';
import { dateLabel, dateTimeLabel } from '../format';
import { uploadWords } from '../upload-words';
import { ProofSlot } from './proof-slot';
import { SampleImage } from './sample-image';
import { StatusBadge } from './status-badge';

// Its code loads when the page is idle or the button is pressed (decision 0676).
const UploadDialog = lazyDialog(() => import('./upload-dialog').then((module) => module.UploadDialog));

// Only an order whose item names an image picked in the preview loads it (decision 0808).
const pickedArtworkOffer = lazyWithPreload(() =>
  import('./picked-artwork-offer').then((module) => module.PickedArtworkOffer),
);

/**
 * Status 4: the shop's message asking for a new artwork file (issue 20 point 1), the one the mail
 * quoted, so the customer reads what to change beside the button that sends the new file.
 */
function ReUploadRequest({
  orderId,
  request,
}: {
  orderId: string;
  request: NonNullable<Order['reUploadRequest']>;
}) {
  return (
    <section
      aria-labelledby={`re-upload-${orderId}`}
      data-testid="re-upload-request"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <h4 id={`re-upload-${orderId}`} className="font-bold">
        入稿データの再アップロードのお願い
      </h4>
      <p className="mt-1 leading-relaxed">
        入稿データを確認いたしましたところ、このままでは印刷できない箇所がございました。お手数ですが、データを修正のうえ、下の「入稿データを再アップロード」からお送りください。
      </p>
      <p className="mt-2 leading-relaxed whitespace-pre-wrap">担当者より：{request.message}</p>
      <p className="mt-1 text-xs text-slate-700">{dateTimeLabel(request.requestedAt)}</p>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-slate-600">{term}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}

export function OrderCard({ order, extraActions }: { order: Order; extraActions?: ReactNode }) {
  const [uploading, setUploading] = useState(false);
  const { specification } = order;
  const pickedImage = typeof order.item.pickedImage === 'string' ? order.item.pickedImage : null;
  return (
    <article
      aria-labelledby={`order-${order.orderId}`}
      data-testid="order-card"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`order-${order.orderId}`} className="font-bold text-slate-900">
            {specification.productName}
          </h3>
          <p className="font-mono text-sm text-slate-600">{order.orderId}</p>
          {order.name ? <p className="text-sm text-slate-700">{order.name}</p> : null}
        </div>
        <StatusBadge status={order.status} label={order.statusLabel} />
      </header>

      {order.reUploadRequest ? (
        <ReUploadRequest orderId={order.orderId} request={order.reUploadRequest} />
      ) : null}

      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row term={order.shapeId ? '形状' : 'サイズ'}>{specification.sizeLabel}</Row>
        <Row term="枚数">{specification.quantityLabel}</Row>
        {specification.lines.map((line) => {
          // Split at the first colon only: a value may hold one (a numbering prefix 「No：」).
          const colon = line.indexOf('：');
          const term = line.slice(0, colon);
          const value = colon < 0 ? undefined : line.slice(colon + 1);
          return value === undefined ? (
            <Row key={line} term="仕様">
              {line}
            </Row>
          ) : (
            <Row key={line} term={term}>
              {value}
            </Row>
          );
        })}
        {order.freeFormat ? <Row term={order.freeFormat.title}>{order.freeFormat.body}</Row> : null}
        <Row term="商品代金">{formatYen(order.amountProduct)}</Row>
        {order.amountOption > 0 ? <Row term="オプション代金">{formatYen(order.amountOption)}</Row> : null}
        <Row term="小計（税込）">
          <strong>{formatYen(order.amountTotal)}</strong>
        </Row>
        {/* Once shipped, the day it left replaces the day it was planned to. */}
        {order.shippedAt ? (
          <Row term="発送日">{dateLabel(order.shippedAt)}</Row>
        ) : (
          <Row term="発送予定日">{dateLabel(order.shippingDate)}</Row>
        )}
        {order.deliveryProviderLabel ? <Row term="配送業者">{order.deliveryProviderLabel}</Row> : null}
        {order.trackingNumber ? (
          <Row term="お問い合わせ番号">
            {order.trackingUrl ? (
              <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="text-brand underline">
                {order.trackingNumber}
              </a>
            ) : (
              order.trackingNumber
            )}
          </Row>
        ) : null}
        {order.artwork ? (
          <Row term="入稿データ">
            {order.artwork.originalName}
            <span className="block text-xs text-slate-600">{dateTimeLabel(order.artwork.uploadedAt)}</span>
          </Row>
        ) : null}
      </dl>
      <SampleImage orderId={order.orderId} status={order.sampleImageStatus} />
      <ProofSlot orderId={order.orderId} status={order.status} />
      {pickedImage ? (
        <Suspense fallback={null}>
          <pickedArtworkOffer.Component order={order} imageKey={pickedImage} />
        </Suspense>
      ) : null}

      {order.actions.uploadable || extraActions ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {order.actions.uploadable ? (
            <Button variant={uploadWords(order).variant} onClick={() => setUploading(true)}>
              {uploadWords(order).button}
            </Button>
          ) : null}
          {extraActions}
        </div>
      ) : null}
      {order.actions.uploadable ? (
        <UploadDialog order={order} open={uploading} onClose={() => setUploading(false)} />
      ) : null}
    </article>
  );
}
