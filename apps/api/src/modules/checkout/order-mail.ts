// The order confirmation mail (ご注文確認メール, decision 0345). It is queued in the transaction
// that makes the purchase final, so a customer is never told of an order that does not exist.
import { formatPoints, paymentMethodLabel, pointWords } from '@shop/domain/checkout';
import { formatDateTime, formatYen } from '@shop/domain/format';
import {
  destinationPrefectureOf,
  formatArrival,
  formatJapaneseDay,
  orderCutoffHour,
  type DestinationPrefecture,
} from '@shop/domain/calendar';
import { greeting, mailSubject, mailText } from '../../mail/compose.ts';
import type { MailName } from '../../mail/member-mails.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import { addressLines, lineFacts, readAddress, type OrderRow, type PurchaseRow } from './order-lines.ts';
import { deliveryTimeLabel } from './schemas.ts';
import type { BankAccount } from '@shop/domain/shop-profile';
import { shopProfile } from '../../documents/shop-profile.ts';
import { transferInstructions } from '../bank-transfer/mails.ts';
import { deferredPaymentStateLabels, deferredPaymentStateNotes } from '@shop/domain/deferred-payment';
import { invoiceCreditOrderNote, invoiceTerms } from '@shop/domain/invoice-credit';

/** What the mail tells of a purchase: the stored row, or the values about to be written. */
export type MailPurchase = Pick<
  PurchaseRow,
  | 'purchaseId'
  | 'createdAt'
  | 'paymentMethod'
  | 'itemsAmount'
  | 'discount'
  | 'pointUse'
  | 'codFee'
  | 'totalAmount'
  | 'taxAmount'
  | 'pointEarned'
  | 'sourceAddress'
  | 'destinationAddress'
  | 'deliveryTime'
  | 'note'
>;
export type MailOrder = Pick<
  OrderRow,
  'orderId' | 'name' | 'sizeX' | 'sizeY' | 'num' | 'shippingDate' | 'amountTotal' | 'options' | 'item'
>;

/** Lines under an order are indented with a full-width space, as Japanese mails are. */
const INDENT = '\u3000';

/** With the destination's prefecture the line says its arrival day, else the general window. */
function orderLine(order: MailOrder, index: number, prefecture: DestinationPrefecture | null): string {
  const facts = lineFacts(order);
  const size = order.sizeX > 0 && order.sizeY > 0 ? `${order.sizeX}×${order.sizeY}mm` : facts.sizeName;
  const lines = [
    `[${index + 1}] 明細番号 ${order.orderId}`,
    `${INDENT}商品：${facts.productName}${order.name ? `（${order.name}）` : ''}`,
  ];
  if (size) lines.push(`${INDENT}サイズ：${size}`);
  lines.push(`${INDENT}数量：${order.num.toLocaleString('ja-JP')}`);
  if (order.shippingDate) {
    lines.push(`${INDENT}発送予定日：${formatJapaneseDay(order.shippingDate)}`);
    lines.push(`${INDENT}お届け予定日：${formatArrival(order.shippingDate, prefecture)}`);
  }
  lines.push(`${INDENT}金額：${formatYen(order.amountTotal)}`);
  return lines.join('\n');
}

function amountLines(purchase: MailPurchase, couponCode: string | null): string {
  const lines = [`商品合計：${formatYen(purchase.itemsAmount)}`];
  if (purchase.discount > 0) {
    lines.push(`クーポン割引：${formatYen(-purchase.discount)}${couponCode ? `（${couponCode}）` : ''}`);
  }
  if (purchase.pointUse > 0) lines.push(`ポイント利用：${formatYen(-purchase.pointUse)}`);
  if (purchase.codFee > 0) lines.push(`代金引換手数料：${formatYen(purchase.codFee)}`);
  lines.push(
    `お支払い合計：${formatYen(purchase.totalAmount)}（うち消費税 ${formatYen(purchase.taxAmount)}）`,
  );
  if (purchase.pointEarned > 0) {
    lines.push(`獲得予定ポイント：${formatPoints(purchase.pointEarned)}（${pointWords.grantNote}）`);
  }
  return lines.join('\n');
}

function paymentNote(purchase: MailPurchase, deferred: 'ok' | 'held' | undefined): string {
  const method = purchase.paymentMethod;
  // 後払い (decision 0826): the screening's state, as My page says it.
  if (method === 'gmoab' && deferred)
    return `※${deferredPaymentStateLabels[deferred]}：${deferredPaymentStateNotes[deferred]}`;
  if (method === 'gmokb') {
    // 掛け払い: the invoice it comes on, worked out from the order's day as My page does.
    const terms = invoiceTerms(purchase.createdAt);
    return `※${invoiceCreditOrderNote(terms.billingMonth, terms.dueDate)}`;
  }
  if (method === 'onDelivery') return '※代金は商品お届け時に配達員へお支払いください。';
  if (method === 'point') return '※ポイントでのお支払いが完了しています。';
  if (method === 'bank' || method === 'vbank')
    return '※下記「お振込みのお願い」のとおりお振込みください。ご入金の確認後に、ご注文の手配を進めます。';
  if (method === 'paypay') return '※PayPayでのお支払いが完了しています。';
  return '※クレジットカードでのお支払いが完了しています。';
}

export function orderConfirmationMail(input: {
  publicUrl: string;
  to: string;
  name: MailName;
  purchase: MailPurchase;
  orders: readonly MailOrder[];
  couponCode: string | null;
  /**
   * 銀行振込: the due day fixed with the order (decision 0820); 銀行振込（バーチャル口座）: with the
   * account issued for it (decision 0825).
   */
  transfer?: { dueDate: string; account?: BankAccount | undefined } | undefined;
  /** 後払い: the screening passed, or held for the provider's review (decision 0826). */
  deferred?: 'ok' | 'held' | undefined;
}): OutgoingMail {
  const { publicUrl, purchase } = input;
  const destination = readAddress(purchase.destinationAddress);
  const source = readAddress(purchase.sourceAddress);
  const prefecture = destinationPrefectureOf(destination?.addressLevel1);
  const shipment = [
    '■お届け先',
    ...(destination ? addressLines(destination) : []),
    '',
    '■発送元（ご依頼主）',
    ...(source ? addressLines(source) : ['ご登録住所']),
    '',
    `■お届け時間帯：${deliveryTimeLabel(purchase.deliveryTime)}`,
  ];
  if (purchase.note) shipment.push('', '■備考', purchase.note);
  return {
    to: input.to,
    subject: mailSubject(`ご注文ありがとうございます（ご注文番号 ${purchase.purchaseId}）`),
    text: mailText(publicUrl, greeting(input.name), [
      'このたびはシールラボをご利用いただき、誠にありがとうございます。\n以下の内容でご注文を承りました。',
      [
        `■ご注文番号：${purchase.purchaseId}`,
        `■ご注文日時：${formatDateTime(purchase.createdAt)}`,
        `■お支払い方法：${paymentMethodLabel(purchase.paymentMethod)}`,
        paymentNote(purchase, input.deferred),
      ].join('\n'),
      ['■ご注文内容', ...input.orders.map((order, index) => orderLine(order, index, prefecture))].join(
        '\n\n',
      ),
      ['■お支払い金額', amountLines(purchase, input.couponCode)].join('\n'),
      ...(input.transfer
        ? [
            transferInstructions({
              purchaseId: purchase.purchaseId,
              amount: purchase.totalAmount,
              dueDate: input.transfer.dueDate,
              account: input.transfer.account ?? shopProfile().bankAccount,
              virtualAccount: input.transfer.account !== undefined,
            }),
          ]
        : []),
      shipment.join('\n'),
      [
        '■今後の流れ',
        '1. マイページのご注文履歴から、ご注文ごとに入稿データをお送りください。',
        `   ${publicUrl}/sp/mypage/histories/${purchase.purchaseId}`,
        '2. データを確認のうえ、印刷・加工を行い、発送いたします。',
        // Issue 24 point 9: artwork comes after the order, so the estimate says what it assumes.
        `※発送予定日は、ご注文の受付日（平日${orderCutoffHour}時までのご注文は当日、それ以降は翌営業日）のうちに入稿データをお送りいただき、データチェックが問題なく完了した場合の目安です。入稿が遅れた場合や、データの修正・再入稿、仕上がりイメージのご確認をお待ちする間は、その日数分、発送予定日が後ろにずれます。`,
      ].join('\n'),
    ]),
  };
}
