// One group of the message catalogue in its own module (decision 0563): the words the API writes
// into documents, addresses and summaries (invoices, receipts, quotations, the carrier's CSV, the
// analytics of a purchase). Issue 18 point 3, decision 0693.

/** Counts of stickers, with the separators of ja-JP: 1,000枚, or 1,000・5,000枚 for choices. */
export const sheetCounts = (nums: readonly number[]): string =>
  `${nums.map((num) => num.toLocaleString('ja-JP')).join('・')}枚`;

export const sheetCount = (num: number): string => sheetCounts([num]);

/** The honorific after a person's name on an address line. */
export const addressedTo = (name: string): string => `${name} 様`;

export const documentTexts = {
  invoiceTitle: '請求書',
  receiptTitle: '領収書',
  reissueSuffix: '_再発行',
  quotationFileName: (quotationNumber: string) => `御見積書_${quotationNumber}.pdf`,
  codFee: '代金引換手数料',
  couponDiscount: 'クーポン値引き',
  pointUse: 'ポイント利用',
  /** The unit of a line that is one service, not a count of sheets. */
  unitSet: '式',
  unitSheets: '枚',
  defaultEstimateItem: 'オリジナルステッカー',
  /** 品名 of every parcel in the carrier's import (ヤマト運輸 B2クラウド). */
  parcelItemName: 'シール・ステッカー',
  /** The name of an item whose product is gone from the catalogue. */
  productFallback: (productId: number) => `商品${productId}`,
  quotationNotes: [
    '送料は無料です（代金引換をご利用の場合は、別途代金引換手数料がかかります）。',
    '発送日は、ご注文とデータ入稿の完了後、各商品の納期に従います。',
  ],
} as const;

/** The 仕様 lines of a quotation's item, with Japanese colons (decision 0667). */
export const quotationFacts = {
  shape: (sizeName: string) => `形状：${sizeName}`,
  size: (sizeX: number, sizeY: number, sizeName: string) => `サイズ：${sizeX}×${sizeY}mm（${sizeName}）`,
  sizeAsBefore: (sizeName: string) => `サイズ：${sizeName}（前回のご注文と同じ）`,
  option: (group: string, choice: string) => `${group}：${choice}`,
  special: (name: string) => `特別対応：${name}`,
  estimate: (label: string) => `お見積り：${label}`,
  delivery: (label: string) => `納期：${label}`,
  repeat: 'リピート注文',
} as const;

/**
 * Japan Post's notes where a town would be ("…の次に…がくる場合", "一円" for "the whole
 * village"): no street to fill in, so the form gets an empty town for them.
 */
export function isJapanPostNote(town: string): boolean {
  return town === '一円' || town.includes('がくる場合') || town.includes('に掲載がない場合');
}
