// What the customer agrees to when ordering, as the final review (特定商取引法 第12条の6) and the
// 特定商取引法に基づく表記 page both state it: one text, so the two can never differ (decision 0650).
import { bankTransferTiming } from '../bank-transfer/terms.ts';
import { virtualAccountTiming } from '../virtual-account/terms.ts';
import { deferredPaymentTiming } from '../deferred-payment/terms.ts';
import { invoiceCreditTiming } from '../invoice-credit/terms.ts';
import type { OfferedPaymentMethodId } from './payment-methods.ts';

/** When and how an order can be cancelled, and what comes back. */
export const cancellationTerms = [
  '入稿データのチェックが完了する前（印刷工程に入る前）のご注文は、マイページからキャンセルをお申し出いただけます。お支払い済みの代金は、クレジットカードとPayPayは決済の取消、銀行振込はお客様の口座へのお振込み、ポイントはポイントの返還により全額返金いたします。',
  '印刷工程に入ったあとのキャンセルはお受けできません。',
] as const;

/** Returns: made to order, so only for the shop's own faults. */
export const returnTerms =
  'お客様のデータをもとに製作するオーダーメイド商品のため、お客様のご都合による返品・交換はお受けできません。印刷不良・破損・ご注文と異なる商品など当店に原因がある場合は、商品到着後7日以内にご連絡ください。';

/** When each offered payment method is paid (特定商取引法: 支払の時期). */
export const paymentTiming = {
  epsilon: 'ご注文確定時に決済いたします（引き落とし日はカード会社の規定によります）。',
  onDelivery: '商品お受け取りの際に、配送業者へお支払いください。',
  point: 'ご注文確定時にポイントを差し引きます。',
  bank: bankTransferTiming,
  paypay:
    'ご注文確定時にPayPayのお支払い画面へ移動し、その場でお支払いいただきます。30分以内にお支払いが完了しない場合、ご注文は確定しません。',
  vbank: virtualAccountTiming,
  gmoab: deferredPaymentTiming,
  gmokb: invoiceCreditTiming,
} as const satisfies Record<OfferedPaymentMethodId, string>;
