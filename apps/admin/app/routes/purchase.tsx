import { useParams } from 'react-router';
import { staffStatusLabel } from '@shop/domain/back-office';
import { formatDateTime, formatYen } from '@shop/domain/format';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { BankTransferForm } from '@admin/features/orders/bank-transfer-form';
import { CancelForm } from '@admin/features/orders/cancel-form';
import { DeferredPaymentPanel } from '@admin/features/orders/deferred-payment-panel';
import { MoveForm } from '@admin/features/orders/move-form';
import { RepeatOrigin } from '@admin/features/orders/repeat-origin';
import { usePurchase } from '@admin/features/orders/order-queries';
import { ProofPanel } from '@admin/features/proofs/proof-panel';
import { ADMIN_API } from '@admin/config/paths';

export function meta() {
  return [{ title: 'ご注文の詳細 | シールラボ 管理画面' }];
}

const section = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** A purchase (issue 19 point 4): every order in full, the customer, payment, history, mails, moves. */
export default function PurchasePage() {
  const purchaseId = useParams().purchaseId ?? '';
  const detail = usePurchase(purchaseId);
  if (detail.isError)
    return <FormAlert message={errorMessageOf(detail.error, 'ご注文を読み込めませんでした')} />;
  if (!detail.data) return <p role="status">読み込み中…</p>;
  const { purchase, customer, payment, couponCode, artworks, events, mails, nextStatuses, repeatOrigins } =
    detail.data;
  const to = purchase.destination;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">
        ご注文 <span className="font-mono">{purchase.purchaseId}</span>
      </h1>
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="customer" className={section}>
          <h2 id="customer" className="font-bold">
            お客様
          </h2>
          <p className="mt-2">
            {customer.name}（{customer.kana}）{customer.left ? '・退会済み' : ''}
          </p>
          <p>{customer.email}</p>
          <p>{customer.tel}</p>
        </section>
        <section aria-labelledby="destination" className={section}>
          <h2 id="destination" className="font-bold">
            お届け先
          </h2>
          {to ? (
            <p className="mt-2 whitespace-pre-line">
              {`〒${String(to.postalCode ?? '')
                .padStart(7, '0')
                .replace(
                  /^(\d{3})/,
                  '$1-',
                )}\n${to.prefecture}${to.addressLevel2}${to.addressLine1} ${to.addressLine2}\n${to.organization} ${to.familyName} ${to.givenName} 様\n${to.tel}`}
            </p>
          ) : null}
          <p className="mt-2 text-sm">配達時間：{purchase.deliveryTimeLabel}</p>
        </section>
        <section aria-labelledby="payment" className={section}>
          <h2 id="payment" className="font-bold">
            お支払い
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt>支払方法</dt>
            <dd>{purchase.paymentMethodLabel}</dd>
            <dt>状態</dt>
            <dd>{payment?.status ?? purchase.paymentStatus}</dd>
            <dt>商品</dt>
            <dd className="tabular-nums">{formatYen(purchase.itemsAmount)}</dd>
            <dt>クーポン</dt>
            <dd>{couponCode ? `${couponCode}（${formatYen(-purchase.discount)}）` : 'なし'}</dd>
            <dt>ポイント利用</dt>
            <dd className="tabular-nums">{purchase.pointUse.toLocaleString('ja-JP')}pt</dd>
            <dt>合計</dt>
            <dd className="font-bold tabular-nums">{formatYen(purchase.totalAmount)}</dd>
          </dl>
        </section>
      </div>
      {purchase.bankTransfer ? (
        <section aria-labelledby="bank-transfer" className={section}>
          <h2 id="bank-transfer" className="text-lg font-bold">
            {purchase.bankTransfer.virtualAccount ? '銀行振込（バーチャル口座）の入金' : '銀行振込の入金'}
          </h2>
          <BankTransferForm purchaseId={purchase.purchaseId} transfer={purchase.bankTransfer} />
        </section>
      ) : null}
      {purchase.deferredPayment ? (
        <section aria-labelledby="deferred-payment" className={section}>
          <h2 id="deferred-payment" className="text-lg font-bold">
            後払いの審査と発送連絡
          </h2>
          <DeferredPaymentPanel deferred={purchase.deferredPayment} />
        </section>
      ) : null}
      {purchase.orders.map((order) => (
        <section key={order.orderId} aria-labelledby={`order-${order.orderId}`} className={section}>
          <h2 id={`order-${order.orderId}`} className="text-lg font-bold">
            <span className="font-mono">{order.orderId}</span> {staffStatusLabel(order.status)}
          </h2>
          <RepeatOrigin origin={repeatOrigins[order.orderId]} />
          <p className="mt-2 font-bold">
            {order.specification.productName} {order.specification.sizeLabel}
            {order.specification.quantityLabel}
          </p>
          <ul className="mt-1 text-sm text-slate-700">
            {order.specification.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            発送日：{order.shippingDate ?? '—'} 金額：{formatYen(order.amountTotal)}
            {order.trackingNumber ? ` ${order.deliveryProviderLabel ?? ''} ${order.trackingNumber}` : ''}
          </p>
          <h3 className="mt-3 font-bold">入稿データ</h3>
          <ul className="text-sm">
            {artworks
              .filter((file) => file.orderId === order.orderId)
              .map((file) => (
                <li key={file.uploadId} className="py-1">
                  {file.originalName}（{Math.ceil(file.byteSize / 1024).toLocaleString('ja-JP')} KB、
                  {formatDateTime(new Date(file.uploadedAt))}）
                  {file.carriedFrom ? `ご注文 ${file.carriedFrom} から引き継いだデータです。` : ''}{' '}
                  <a className="text-brand underline" href={`${ADMIN_API}/uploads/${file.uploadId}`} download>
                    {file.originalName} をダウンロード
                  </a>
                  {file.viewable ? (
                    <img
                      src={`${ADMIN_API}/uploads/${file.uploadId}/view`}
                      alt={`入稿データ ${file.originalName}`}
                      className="mt-1 max-h-64 rounded border border-slate-200 object-contain"
                    />
                  ) : null}
                </li>
              ))}
          </ul>
          <ProofPanel orderId={order.orderId} />
          <div className="mt-4">
            <MoveForm
              orders={[{ orderId: order.orderId, nextStatuses: nextStatuses[order.orderId] ?? [] }]}
            />
          </div>
        </section>
      ))}
      <section aria-labelledby="cancel" className={section}>
        <h2 id="cancel" className="text-lg font-bold">
          キャンセル・返金
        </h2>
        <CancelForm
          purchaseId={purchase.purchaseId}
          total={purchase.totalAmount}
          paymentMethod={purchase.paymentMethod}
        />
      </section>
      <section aria-labelledby="history" className={section}>
        <h2 id="history" className="text-lg font-bold">
          状態の履歴
        </h2>
        <ol className="mt-2 space-y-1 text-sm">
          {events.map((event) => (
            <li key={`${event.orderId}-${event.at}-${event.to}`}>
              {formatDateTime(new Date(event.at))} {event.orderId} {staffStatusLabel(event.from)} →{' '}
              {staffStatusLabel(event.to)}（{event.actor}）{event.memo ? ` ${event.memo}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="mails" className={section}>
        <h2 id="mails" className="text-lg font-bold">
          送ったメール
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {mails.map((mail) => (
            <li key={`${mail.at}-${mail.subject}`}>
              {formatDateTime(new Date(mail.at))} {mail.subject}（
              {mail.status === 'sent' ? '送信済み' : mail.status === 'failed' ? '送信失敗' : '送信待ち'}）
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
