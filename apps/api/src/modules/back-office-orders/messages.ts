// What the back office's order routes answer staff.
export const backOfficeOrderMessages = {
  purchaseNotFound: 'ご注文が見つかりません',
  orderNotFound: 'このご注文番号は見つかりません',
  moveRefused: '選んだご注文のうち、この状態に変更できないものがあります。どのご注文も変更していません',
  notRefundable: 'キャンセル手続き中のご注文がないため、返金できません',
  notCardPaid: 'このご注文はカード決済ではないため、返金は決済代行会社を通さずに行ってください',
  refundTooLarge: '返金額がお支払い金額を超えています',
  refundFailed: '返金できませんでした。ご注文の状態は変わっていません',
  // 後払い (decision 0845): the buyer pays the provider after shipping, never the shop before it.
  deferredNoRefund:
    '後払いのご注文は、発送前にお客様からのお支払いがないため返金はありません。「返金しない」を選んでください（GMO後払いへは取消を自動で連絡し、請求されないようにします）',
  deferredShipped:
    '発送済みの後払いのご注文は、ここではキャンセルできません。請求の取り消し・減額はGMO後払いの加盟店管理画面で行ってください',
} as const;
