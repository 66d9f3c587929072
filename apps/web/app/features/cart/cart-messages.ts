// What the cart says to the customer beyond the shared catalogue (@shop/domain/messages).

export const cartMessages = {
  storageUnreadable:
    '保存されていたカートの内容を読み込めなかったため、カートを空にしました。お手数ですが、もう一度商品をお選びください',
  itemsDropped: (count: number) =>
    `保存されていたカートの商品のうち${count}点は、現在のサイトではお取り扱いできない形式のため削除しました。お手数ですが、もう一度お選びください`,
  productUnavailable: 'この商品は現在お取り扱いしておりません。お手数ですが、カートから削除してください',
  quantityNotSet: '枚数をお選びください',
  removed: (name: string) => `「${name}」をカートから削除しました`,
  cleared: 'カートを空にしました',
  duplicated: '同じ内容の商品をカートに追加しました',
  quotationReady: '御見積書をダウンロードしました',
  /** Offline (decision 0816): the order needs the server; the cart stays on the device meanwhile. */
  checkoutNeedsConnection:
    'インターネットに接続してからお進みください。カートの内容はこの端末に保存されています。',
  checkoutBlocked: 'エラーのある商品があります。内容を修正するか、カートから削除してください',
} as const;
