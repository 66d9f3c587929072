// What the back office's order routes answer staff.
export const backOfficeOrderMessages = {
  purchaseNotFound: 'ご注文が見つかりません',
  orderNotFound: 'このご注文番号は見つかりません',
  moveRefused: '選んだご注文のうち、この状態に変更できないものがあります。どのご注文も変更していません',
  notRefundable: 'キャンセル手続き中のご注文がないため、返金できません',
  notCardPaid: 'このご注文はカード決済ではないため、返金は決済代行会社を通さずに行ってください',
  refundTooLarge: '返金額がお支払い金額を超えています',
  refundFailed: '返金できませんでした。ご注文の状態は変わっていません',
} as const;
