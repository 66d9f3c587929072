// The stand-in's answers, in the provider's field names. err_detail is the provider's own text
// (for the shop's logs); the shop's adapter chooses what the customer reads.
import {
  PROVIDER_ERROR_CODES,
  providerAnswerSchema,
  type ProviderAnswer,
  type ProviderErrorCode,
} from '../payments/provider-protocol.ts';

const details: Record<ProviderErrorCode, string> = {
  [PROVIDER_ERROR_CODES.cardDeclined]: 'カード会社で取引が承認されませんでした',
  [PROVIDER_ERROR_CODES.cardNumberInvalid]: 'カード番号が正しくありません',
  [PROVIDER_ERROR_CODES.cardExpired]: 'カードの有効期限が切れています',
  [PROVIDER_ERROR_CODES.tokenNotFound]: 'トークンが存在しません',
  [PROVIDER_ERROR_CODES.tokenUsed]: 'トークンは使用済みです',
  [PROVIDER_ERROR_CODES.tokenExpired]: 'トークンの有効期限が切れています',
  [PROVIDER_ERROR_CODES.threeDSecureRequired]: '3Dセキュア認証が必要なカードです',
  [PROVIDER_ERROR_CODES.threeDSecureFailed]: '3Dセキュア認証が完了しませんでした',
  [PROVIDER_ERROR_CODES.invalidParameter]: 'パラメータに誤りがあります',
  [PROVIDER_ERROR_CODES.orderNotFound]: '該当する取引がありません',
  [PROVIDER_ERROR_CODES.refundRefused]: '返金できない取引、または決済金額を超える金額です',
  [PROVIDER_ERROR_CODES.orderNumberUsed]: 'このオーダー番号は既に使用されています',
};

const base = (orderNumber: string) => ({
  order_number: orderNumber,
  err_code: '',
  err_detail: '',
  trans_code: '',
});

// Through the schema, so a fresh answer and one read back from the database have the same fields in the same order.
const answer = (fields: ProviderAnswer): ProviderAnswer => providerAnswerSchema.parse(fields);

export function paidAnswer(orderNumber: string, transCode: string): ProviderAnswer {
  return answer({ ...base(orderNumber), result: '1', trans_code: transCode });
}

export function declinedAnswer(orderNumber: string, code: ProviderErrorCode): ProviderAnswer {
  return answer({ ...base(orderNumber), result: '0', err_code: code, err_detail: details[code] });
}

/** Result 6: EMV 3-D Secure. The md is the order number, the reference the shop gets back. */
export function challengeAnswer(orderNumber: string, acsurl: string, pareq: string): ProviderAnswer {
  return answer({ ...base(orderNumber), result: '6', acsurl, pareq, md: orderNumber });
}

export function systemErrorAnswer(orderNumber: string, code: ProviderErrorCode, extra = ''): ProviderAnswer {
  return answer({
    ...base(orderNumber),
    result: '9',
    err_code: code,
    err_detail: extra ? `${details[code]}: ${extra}` : details[code],
  });
}

/** A refund done: the charge's reference and order number. */
export function refundedAnswer(orderNumber: string, transCode: string): ProviderAnswer {
  return answer({ ...base(orderNumber), result: '1', trans_code: transCode });
}

/** The provider's reference of a charge: 9 digits, from the row id. */
export const transCode = (id: number): string => String(id).padStart(9, '0');
