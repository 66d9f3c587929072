// What the customer reads when the checkout refuses something. Card refusals and provider trouble
// use the payment module's words (src/payments/messages.ts); coupons keep the spec's
// 無効なクーポンです as the headline and say why under the field.
export const checkoutApiMessages = {
  couponExpired: 'このクーポンの有効期限が切れています',
  couponNotYetValid: 'このクーポンはまだご利用いただけません',
  couponUsedUp: 'このクーポンはご利用上限に達しました',
  couponAlreadyUsed: 'このクーポンは既にご利用いただいています',
  couponNotFound: 'クーポンコードをご確認ください',
  couponPaused: 'このクーポンは現在ご利用いただけません',
  consentRequired: '内容をご確認のうえ、チェックを入れてください',
  addressNotFound: '登録されていない住所です。選び直してください',
  registeredAddressIncomplete:
    'ご登録住所が未入力です。マイページで住所をご登録いただくか、お届け先を選んでください',
  cardRequired: 'カード情報をご入力ください',
  /** A method the shop has switched off (PAYMENT_METHODS; decision 0821). */
  paymentMethodOff: 'このお支払い方法は現在ご利用いただけません。別のお支払い方法をお選びください',
  cardAmountTooLarge: 'カードでお支払いいただける金額を超えています。お問い合わせください',
  payTimesRequired: '分割回数をお選びください',
  pointsChanged: '保有ポイントが変わりました。ご利用ポイントをご確認ください',
  totalChanged: 'お支払い金額が変わりました。ご注文内容をご確認のうえ、もう一度お手続きください',
  /** The 409 of a total other than the one shown: both amounts, so the customer sees what changed. */
  totalChangedFrom: (shown: string, now: string) =>
    `お支払い金額が変わりました（ご確認いただいた金額 ${shown} → 現在の金額 ${now}）。ご注文内容をご確認のうえ、もう一度お手続きください`,
  /** A purchase without the total the customer confirmed: nothing is ordered on an amount nobody saw. */
  totalAmountMissing:
    'お支払い金額を確認できませんでした。お手数ですが、ご注文内容の確認画面からもう一度お手続きください',
  estimateExpired: 'お見積りの有効期限が切れています。お手数ですが、再度お見積りをご依頼ください',
  idempotencyKeyMissing: 'ご注文を送信できませんでした。お手数ですが、ページを再読み込みしてお試しください',
  idempotencyKeyReused:
    '前回と異なる内容でご注文が送信されました。お手数ですが、ページを再読み込みしてからお手続きください',
  purchaseInProgress: 'ご注文を処理しています。しばらくしてからご注文履歴をご確認ください',
  /** The purchase was written but its card charge not started (the write's end was unclear). */
  purchaseUnclear:
    'ご注文の処理中に通信が途切れました。カードへのご請求は行っていません。お手数ですが、数分後にご注文履歴をご確認のうえ、もう一度お手続きください',
  dailyLimit: '本日のご注文受付数の上限に達しました。お手数ですが、お問い合わせください',
  paymentNotCompleted: 'お支払いが完了していないご注文です',
  paymentNotConfirmed:
    'お支払いを確認できなかったため、ご注文は完了していません。お手数ですが、もう一度お手続きください',
  threeDSecureExpired: '本人認証の有効期限が切れました。お手数ですが、もう一度ご注文をお手続きください',
} as const;
