export * from './catalogue.ts';
export { japaneseErrorMap } from './zod-error-map.ts';

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

/** Validators and shared form schemas (validation/, forms/): texts spec point 5 leaves to us. */
export const validationMessages = {
  maxLength: (max: number) => `${max}文字以内でご入力ください`,
  fax: 'FAX番号の形式が正しくありません（例：03-1234-5678）',
  postalFormat: '郵便番号は7桁の数字でご入力ください（例：100-0001）',
  passwordLength: 'パスワードは8文字以上72文字以内でご入力ください',
  passwordCharacters: 'パスワードは半角英数字と記号でご入力ください',
  passwordLetterAndDigit: 'パスワードには半角英字と数字をそれぞれ1文字以上含めてください',
  currentPasswordRequired: 'メールアドレスまたはパスワードを変更する場合は、現在のパスワードをご入力ください',
  purchaseNumber: 'ご注文番号は11桁の数字でご入力ください',
  cardNumberCheck: 'カード番号をご確認ください',
  quantity: '1以上の数量をご入力ください',
  fileTooLarge: (maxMegabytes: number) => `ファイルのサイズは${maxMegabytes}MBまででお願いいたします`,
  fileType: 'このファイル形式はお送りいただけません（PDF・AI・EPS・PSD・JPEG・PNG・ZIPなど）',
} as const;

/** Card fields (spec point 5): each code of the card-token provider and what the customer reads. */
export const cardMessages = {
  100: 'カード番号をご入力ください',
  101: 'カード番号は半角数字でご入力ください',
  102: 'カード番号の桁数が正しくありません',
  110: '有効期限をご入力ください',
  111: '有効期限は半角数字でご入力ください',
  112: '有効期限は「月/年」の形式でご入力ください（例：04/29）',
  113: '有効期限の月は01〜12でご入力ください',
  121: 'セキュリティコードは半角数字でご入力ください',
  122: 'セキュリティコードは3桁または4桁でご入力ください',
  131: 'カード名義は半角英数字でご入力ください',
  132: 'カード名義は50文字以内でご入力ください',
} as const;

/** Order status changes (orders/): why a change the customer asked for is refused. */
export const orderMessages = {
  transitionRefused: 'このご注文は現在の状態では変更できません',
  notCancellable: '印刷・加工が始まっているため、キャンセルできません。お手数ですがお問い合わせください',
  shipmentNotChangeable: '発送済みのため、お届け先を変更できません',
  uploadNotAccepted: '現在、このご注文には入稿いただけません',
} as const;

/** Checkout arithmetic (checkout/): coupon, points and cash on delivery. */
export const checkoutMessages = {
  couponMinimum: (minimumYen: string) => `このクーポンは${minimumYen}以上のご注文でご利用いただけます`,
  pointShortage: '保有ポイントが不足しているため、全額ポイント払いはご利用いただけません',
  cashOnDeliveryLimit: (limitYen: string) =>
    `代金引換は${limitYen}までのご注文でご利用いただけます。他のお支払い方法をお選びください`,
  nothingToCharge: 'お支払い金額が0円のため、全額ポイント払いをお選びください',
  paymentMethodNotOffered: 'このお支払い方法は現在ご利用いただけません',
} as const;

/** Sample requests, estimate requests and contact (issue 7; decisions 0440-0459). */
export const requestMessages = {
  fileEmpty: '空のファイルはお送りいただけません',
  fileCount: (max: number) => `お送りいただけるファイルは${max}つまでです`,
  fileContent: 'ファイルの中身が拡張子と一致しません。ファイルをご確認ください',
  sampleNotOffered: 'お選びいただいたサンプルの中に、現在お送りできないものが含まれています',
  tooManySubmissions: (minutes: number) =>
    `短時間に何度も送信されたため、受付を一時停止しています。${minutes}分ほどおいて再度お試しください`,
  sendFailed: '送信できませんでした。入力内容はそのまま残っていますので、時間をおいて再度お試しください',
} as const;
