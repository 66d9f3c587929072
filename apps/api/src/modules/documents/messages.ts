// Why an invoice or a receipt cannot be issued yet (decision 0365).
export const documentMessages = {
  notPaid:
    '当店でお支払いを確認した後に発行いただけます。確認が済みましたらご注文の状態が「お支払い済み」になりますので、その後にもう一度お試しください',
  notPaidOnDelivery:
    '代金引換のご注文は、商品のお届け時にお支払いいただき、当店がお届け完了を確認した後に発行いただけます',
  refunded: 'キャンセル・返金済みのご注文のため、発行できません',
  cancelled: 'キャンセルされたご注文のため、発行できません',
  nothingPaid:
    'お支払い金額が0円（全額ポイント払い）のため、領収書は発行できません。請求書（お支払い済み）をご利用ください',
  contactUs: 'このご注文の書類は、お手数ですがお問い合わせください',
  documentNotFound: '書類が見つかりません',
} as const;

/** What a 請求書 before payment adds below its lines (decision 0753). */
export const documentNotes = {
  shortTransfer: (received: string, remaining: string) =>
    `${received}のご入金を確認しております。残額${remaining}を上記の口座へお振込みください。`,
} as const;
