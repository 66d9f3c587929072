// One group of the message catalogue in its own module, so that a page loads the groups it shows
// and not the others (decision 0563); `@shop/domain/messages` re-exports every group.

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
  orderReference: 'ご注文番号（11桁の数字）または明細番号（例：26112100001-1）をご入力ください',
  cardNumberCheck: 'カード番号をご確認ください',
  quantity: '1以上の数量をご入力ください',
  fileTooLarge: (maxMegabytes: number) => `ファイルのサイズは${maxMegabytes}MBまででお願いいたします`,
  fileType: 'このファイル形式はお送りいただけません（PDF・AI・EPS・PSD・JPEG・PNG・ZIPなど）',
} as const;
