// What the customer reads when a card payment does not go through. The provider's own detail
// text goes to the logs only: it is written for the shop, and a real provider's varies.
import { PROVIDER_ERROR_CODES, type ProviderErrorCode } from './provider-protocol.ts';

export const paymentMessages = {
  declined:
    'カード会社によりお取引が承認されませんでした。お手数ですが、別のカードをご利用いただくか、カード会社にお問い合わせください',
  cardNumberInvalid: 'カード番号に誤りがあります。ご確認のうえ、もう一度ご入力ください',
  cardExpired: 'カードの有効期限が切れています。別のカードをご利用ください',
  tokenInvalid:
    'カード情報の確認に時間がかかったため、お手続きを完了できませんでした。お手数ですが、もう一度カード情報をご入力ください',
  threeDSecureFailed:
    '本人認証が完了しませんでした。お手数ですが、もう一度お試しいただくか、別のカードをご利用ください',
  unreachable: 'カード会社との通信に失敗しました。お手数ですが、時間をおいて再度お試しください',
  timeout:
    'カード会社からの応答がありませんでした。お手数ですが、ご注文履歴をご確認のうえ、時間をおいて再度お試しください',
  providerError: 'カード決済の処理中にエラーが発生しました。お手数ですが、時間をおいて再度お試しください',
} as const;

/** What staff read when a refund does not go through (the order stays キャンセル手続き中). */
export const refundMessages = {
  refused:
    'カード会社が返金を受け付けませんでした。決済がすでに取り消されていないか、決済代行会社の管理画面でご確認ください',
  notFound: '決済代行会社にこの決済が見つかりません。決済代行会社の管理画面でご確認ください',
  unreachable:
    '決済代行会社と通信できませんでした。時間をおいてもう一度お試しください（返金はまだ行われていません）',
  timeout:
    '決済代行会社から応答がありませんでした。返金されたかどうかは、もう一度お試しいただくと確かめられます（二重に返金されることはありません）',
  providerError: '決済代行会社でエラーが発生しました。時間をおいてもう一度お試しください',
} as const;

const declineMessages: Partial<Record<ProviderErrorCode, string>> = {
  [PROVIDER_ERROR_CODES.cardNumberInvalid]: paymentMessages.cardNumberInvalid,
  [PROVIDER_ERROR_CODES.cardExpired]: paymentMessages.cardExpired,
  [PROVIDER_ERROR_CODES.tokenNotFound]: paymentMessages.tokenInvalid,
  [PROVIDER_ERROR_CODES.tokenUsed]: paymentMessages.tokenInvalid,
  [PROVIDER_ERROR_CODES.tokenExpired]: paymentMessages.tokenInvalid,
  [PROVIDER_ERROR_CODES.threeDSecureFailed]: paymentMessages.threeDSecureFailed,
};

/** The customer's message for a refusal; an unknown code reads as a plain refusal. */
export function declineMessage(code: string): string {
  return (declineMessages as Partial<Record<string, string>>)[code] ?? paymentMessages.declined;
}
