// What My page says when it refuses something (issue 8). The texts the domain already fixes
// (orderMessages, validationMessages) are used from there; these are the ones only the server says.
export const myPageMessages = {
  purchaseNotFound: 'ご注文が見つかりません',
  orderNotFound: 'ご注文が見つかりません',
  alreadyCancelled: 'このご注文はすでにキャンセルされています',
  cancelPartlyStarted:
    'ご注文の一部で印刷・加工が始まっているため、キャンセルできません。お手数ですがお問い合わせください',
  shipmentCancelled: 'キャンセルされたご注文のため、お届け先を変更できません',
  destinationNotFound: 'お届け先が見つかりません。お届け先を選び直してください',
  sourceNotFound: '発送元が見つかりません。発送元を選び直してください',
  paymentInProgress:
    'お支払いの手続き中のため、ただいまキャンセルできません。しばらくしてから再度お試しください',
  releasedBeforePayment: 'お客様のお取り消しにより、ご注文は確定していません（代金は請求されていません）',
  released:
    'ご注文をお取り消ししました。ご注文は確定しておらず、カードへのご請求もありません。ご利用のポイント・クーポンはお戻ししました',
  challengeClosed:
    '本人認証の受付時間（30分）が過ぎたか、お支払いの手続きが済んでいます。ご注文の状況をご確認ください',
  registeredAddressIncomplete:
    'ご登録の住所が未設定です。マイページで住所をご登録いただくか、お届け先をお選びください',
} as const;
