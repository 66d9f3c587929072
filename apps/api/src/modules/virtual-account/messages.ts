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

// What staff read when accepting a short or late deposit (decision 0786).
export const acceptDepositMessages = {
  notVirtualAccount: 'このご注文は銀行振込（バーチャル口座）ではありません',
  changedMeanwhile: '入金の状況が他の操作で変わりました。画面を読み込み直してから、もう一度お試しください',
  nothingToAccept:
    '受け付ける入金がありません（入金不足・期限後の入金のどちらでもないか、ご注文がすでに進んでいるかキャンセル済みです）',
} as const;
