// One group of the message catalogue in its own module (decision 0563): what the API answers and
// refuses in its member and back-office routes (issue 18 point 3: every Japanese text the API
// sends is written here, not in a route or a service; decision 0693). No page of the shop loads it.

/** The answers of the member's order routes. */
export const orderAnswerMessages = {
  cancelled: 'ご注文のキャンセルが完了しました',
  cancelRequested: 'キャンセルのお申し込みを承りました。返金の手続きが完了しましたらメールでお知らせします',
  shipmentChanged: 'お届け先を変更しました',
  purchaseIdDigits: '注文番号は11桁の数字です',
  purchaseIdMismatch: '注文番号が一致しません',
  artworkAccepted: '入稿データを受け付けました',
  postalCodeDigits: '郵便番号は7桁の数字でご入力ください',
  estimateNumberInvalid: '見積番号が正しくありません',
} as const;

/** A member's estimates (My page and its quotation). */
export const estimateApiMessages = {
  notFound: 'お見積りが見つかりません',
  notAnswered:
    'このお見積りは、ただいま担当者が作成しております。ご回答の準備ができましたらメールでお知らせいたしますので、今しばらくお待ちください',
  childNotFound: 'ご指定の案が見つかりません',
} as const;

/** The back office's refusals (staff read them at the desk). */
export const backOfficeMessages = {
  idDigits: '番号は数字で指定してください',
  purchaseIdDigits: 'ご注文番号は11桁の数字です',
  calendarDay: '日付は 2026-11-25 の形で指定してください',
  artworkNotFound: '入稿データが見つかりません',
  fileNotViewable: 'このファイルは画面に表示できません。ダウンロードしてご確認ください',
  artworkNotViewable: 'この入稿データは画面に表示できません。ダウンロードしてご確認ください',
  requestNotFound: '見積依頼が見つかりません',
  attachmentNotFound: '添付ファイルが見つかりません',
  estimateOrdered: 'このお見積りはお客様がご注文済みのため、回答を変更できません',
  estimateNumberTaken:
    'この依頼の見積番号は別のお見積りに使われています。コマンドラインで番号を指定して回答してください',
  estimateLinesInvalid: '明細の内容をご確認ください',
  refundMethod: '返金の方法を選んでください',
  refundAmount: '返金額を入力してください',
  cancelReason: 'キャンセルの理由を入力してください（お客様へのメールに載ります）',
  cardBeingConfirmed: 'カード決済の確認中です。確認が済んでからキャンセルしてください',
  notCancellable: (orderId: string) => `${orderId} は発送済みなどのため、キャンセルできません`,
  moveRefused: (statusLabel: string) => `${statusLabel}に変更できない状態です`,
  purchaseNotFound: 'ご注文が見つかりません',
  transferAmountInteger: '入金額は円単位の整数で入力してください',
  transferAmountMin: '入金額は1円以上で入力してください',
  transferAmountMax: '入金額が大きすぎます',
  bankTransferRefund: '銀行振込のご返金は、お客様にご返金先の口座を伺い、当店からお振込みしてください',
  /** The card method's refund (decision 0788) when no paid charge stands behind the purchase. */
  cardNotCharged: 'カードで決済されたお支払いがないため、カード会社を通した返金はできません',
  /** The card provider refused or did not answer a refund: staff finish it in its console. */
  cardRefundByHand: (reason: string) =>
    `カード会社で返金できませんでした（${reason}）。決済代行会社の管理画面でご確認のうえ返金してください`,
  /** The staff name of changes made from the command line (the audit log and order history). */
  commandLineActor: 'コマンドライン',
  /** The name an authenticator app shows beside the staff's codes. */
  totpIssuer: 'シールラボ 管理画面',
  memberWithoutName: '（氏名未登録）',
  inboxNotFound: (kindLabel: string) => `${kindLabel}が見つかりません`,
  assigneeRefused: '担当者に選べないスタッフです',
  noReplyAddress: '返信先のメールアドレスがないため、メールで返信できません',
} as const;

/** The labels of a contact or sample request as the back office's inbox shows it. */
export const inboxFieldLabels = {
  orderStatus: 'ご注文の状況',
  orderId: 'ご注文番号・明細番号',
  organization: '会社名・団体名',
  name: 'お名前',
  kana: 'フリガナ',
  postalCode: '郵便番号',
  address: '住所',
  tel: '電話番号',
  email: 'メールアドレス',
  samples: 'ご希望のサンプル',
  otherWishes: 'その他のご要望',
  wish: 'ご要望',
} as const;
