// What the virtual account's routes answer: the provider's webhook (a machine reads the status, a
// person reads the log) and the checkout when no account could be issued.
export const virtualAccountMessages = {
  signatureMissing: '署名がありません',
  signatureInvalid: '署名が正しくありません',
  signatureStale: '通知の時刻が許容範囲を外れています',
  notificationInvalid: '通知の内容を読み取れません',
  accountUnavailable:
    'お振込み口座を発行できませんでした。お手数ですが、時間をおいて再度お試しいただくか、別のお支払い方法をお選びください',
} as const;
