// One group of the message catalogue in its own module, so that a page loads the groups it shows
// and not the others (decision 0563); `@shop/domain/messages` re-exports every group.

/** Product configurator and price engine (issue 3): why a choice or a combination cannot be ordered. */
export const configuratorMessages = {
  optionNotOffered: 'この商品ではお選びいただけない項目です',
  quantityNotEnabled: 'このサイズではご指定の数量をお選びいただけません',
  deliveryNotOffered: 'ご指定の納期はお選びいただけません',
  sizeNotSet: 'サイズをご入力ください',
  shapeNotSet: '形状をお選びください',
  estimateNotFound: 'お見積り内容が見つかりません。お手数ですがお問い合わせください',
  productMismatch: '商品の指定に誤りがあります',
  nameTooLong: (max: number) => `${max}文字以内でご入力ください`,
  satinTwoDayRectangleOnly: '2営業日発送は、形状が四角形（角丸なし）のサテンステッカーのみご利用いただけます',
  satinCutlineRectangleOnly: 'カットライン作成サービスは、形状が四角形の場合のみご利用いただけます',
  satinFullCutOnly: '納品形態は全抜きのみお選びいただけます（シート単位の四角カットはお選びいただけません）',
} as const;
