// What 後払い's routes and the checkout answer (decision 0826). The webhook's signature refusals are
// the virtual account's words (one signer, one set of answers).
export const deferredPaymentMessages = {
  declined:
    '申し訳ございませんが、今回のご注文では後払いをご利用いただけません。お手数ですが、他のお支払い方法をお選びください',
  unavailable:
    '後払いの審査を受け付けられませんでした。お手数ですが、時間をおいて再度お試しいただくか、他のお支払い方法をお選びください',
  notInJapan: '後払いは日本国内のご住所でのみご利用いただけます。他のお支払い方法をお選びください',
  refund:
    '後払いの請求の取り消し・減額は、GMO後払いの加盟店管理画面で行ってください（お客様への返金は不要です。未払いの請求は取り消されます）',
} as const;
