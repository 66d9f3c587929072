// One group of the message catalogue in its own module (decision 0563): the notes written beside an
// order's status changes and a member's point movements, which My page and the back office show
// (issue 18 point 3, decision 0693).
import { formatYenSuffix } from '../format/yen.ts';

/** Memos of order_events: why an order moved. */
export const orderEventMemos = {
  ordered: 'ご注文',
  cardPaid: 'カード決済完了',
  payPayPaid: 'PayPay決済完了',
  transferExpired: 'お振込み期限切れによるキャンセル',
  transferReceived: '銀行振込のご入金を確認',
  transferOverpaid: (differenceYen: number) => `銀行振込のご入金を確認（過入金 ${differenceYen}円）`,
  deferredApproved: '後払いの審査完了（請求書は発送後にお届け）',
  deferredDeclined: '後払いの審査結果によるキャンセル',
  depositAccepted: (shortfallYen: number) =>
    shortfallYen > 0
      ? `バーチャル口座への入金を受け付け（不足 ${formatYenSuffix(shortfallYen)}を了承）`
      : 'バーチャル口座への期限後の入金を受け付け',
  cancelledByCustomer: 'お客様によるキャンセル',
  proofSent: (version: number) => `校正 第${version}版`,
  proofAnswered: (version: number, approved: boolean) =>
    `校正 第${version}版：${approved ? '承認' : '修正依頼'}`,
  artworkUploaded: (fileName: string) => `入稿：${fileName}`,
  artworkCarried: (fileName: string, fromOrderId: string) =>
    `入稿：${fileName}（リピート元 ご注文 ${fromOrderId} から引き継ぎ）`,
} as const;

/** Memos of the point ledger. */
export const pointMemos = {
  spentOn: (purchaseId: string) => `ご注文 ${purchaseId}`,
  returnedTransferExpired: (purchaseId: string) => `ご注文番号 ${purchaseId} のお振込み期限切れによる返還`,
  returnedPaymentFailed: (purchaseId: string) => `ご注文番号 ${purchaseId} のお支払い不成立による返還`,
  returnedDeferredDeclined: (purchaseId: string) => `ご注文番号 ${purchaseId} の後払い審査結果による返還`,
  returnedCancelled: (purchaseId: string) => `ご注文番号 ${purchaseId} のキャンセルによる返還`,
  grantedOnDelivery: (orderId: string) => `明細番号 ${orderId} のお届けによる付与`,
  testGrant: 'テスト用付与',
} as const;

/** What My page calls each kind of point movement. */
export const pointKindLabels = {
  earned: 'ご購入ポイント',
  spent: 'ポイント利用',
  returned: 'ポイント返還（キャンセル）',
  granted: 'ポイント付与',
  revoked: 'ポイント取消',
} as const;
