import { formatYen } from '../format/yen.ts';
import { DEFERRED_PAYMENT_LIMIT, DEFERRED_PAYMENT_PROVIDER } from './deferred-payment.ts';

/**
 * When 後払い is paid (特定商取引法: 支払の時期; the payment step says the same): after the parcel
 * leaves, on the provider's invoice (decision 0826).
 */
export const deferredPaymentTiming = `商品発送後に${DEFERRED_PAYMENT_PROVIDER}から請求書（郵送またはメール）をお送りします。発行日から14日以内にコンビニ・銀行・郵便局でお支払いください。後払い手数料は無料（当店負担）、ご利用は1回のご注文${formatYen(DEFERRED_PAYMENT_LIMIT)}（税込）まで、日本国内にお住まいの方に限ります。ご注文時に${DEFERRED_PAYMENT_PROVIDER}の審査があります。`;

/** The payment step's short explanation under the method's label. */
export const deferredPaymentExplanation = [
  `請求書は商品発送後に${DEFERRED_PAYMENT_PROVIDER}から郵送またはメールで届きます。コンビニ・銀行・郵便局でお支払いいただけます。`,
  `手数料：無料（当店負担）／ご利用上限：${formatYen(DEFERRED_PAYMENT_LIMIT)}（税込）`,
  `ご注文時に${DEFERRED_PAYMENT_PROVIDER}の審査があります。審査の結果によってはご利用いただけない場合があります。`,
] as const;

/** The state of a 後払い purchase as the thanks page, My page, the mail and staff read it. */
export const deferredPaymentStateLabels = {
  held: '審査中',
  ok: '後払い（請求書は発送後にお届けします）',
  declined: '後払いの審査が通りませんでした（ご注文は取り消されました）',
} as const;

/** What the customer reads under the state. */
export const deferredPaymentStateNotes = {
  held: `${DEFERRED_PAYMENT_PROVIDER}で後払いの審査を行っています。結果はメールでお知らせします。審査が通るまで製作は始まりません。`,
  ok: `商品発送後に${DEFERRED_PAYMENT_PROVIDER}から請求書をお送りします。請求書の期限までにお支払いください。`,
  declined:
    '後払いをご利用いただけなかったため、ご注文を取り消しました。使用したポイント・クーポンはお戻ししています。',
} as const;
