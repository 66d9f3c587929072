// The Japanese message catalogue: every text the spec fixes, in one place, so the web form, the
// API's `{ message, errors }` envelope and the tests all say the same words.

/** Form default messages (spec point 5). */
export const formMessages = {
  invalid: '値に誤りがあります',
  required: '必須項目です',
  wrongType: '形式が違います',
  integerNeeded: '数値が必要です',
  tooSmall: '小さすぎます',
  tooLarge: '大きすぎます',
} as const;

/** Field rules of spec point 5. */
export const fieldMessages = {
  mustEnter: '必ず入力してください',
  mustSelect: '必ず選択してください',
  checkOne: 'いずれかにチェックを入れてください',
  postalCheck: '郵便番号をご確認ください',
  postalMismatch: '郵便番号と都道府県・市区町村が一致しません',
  unusableCharacter: '使用できない文字が含まれています',
  unusableCharacterAt: (position: number) => `${position}文字目に使用できない文字が含まれています`,
  katakanaOnly: '全角カタカナでご入力ください',
  email: 'メールアドレスの形式が正しくありません',
  tel: '電話番号の形式が正しくありません（例：03-1234-5678）',
  sizeInteger: '数値をご入力ください',
  sizeMin: '最小サイズをご確認ください',
  sizeMax: '最大サイズをご確認ください',
} as const;

/** Messages shown as toasts and alerts (spec point 8). */
export const noticeMessages = {
  signupDone: '会員登録が完了しました',
  loginDone: 'ログインしました',
  loginFailed: 'メールアドレスまたはパスワードが正しくありません',
  logoutDone: 'ログアウトしました',
  resetRequested: 'パスワード再設定用のURLをメールでお送りしました',
  passwordChanged: 'パスワードを変更しました',
  accountUpdated: '会員情報を更新しました',
  serverError: 'サーバーエラーが発生しました。時間をおいて再度お試しください',
  couponInvalid: '無効なクーポンです',
  checkSelectedItems: '選択項目をご確認ください',
  cannotOrder: '指定された条件ではご注文いただけません',
  addedToCart: 'カートに追加しました',
  leaveDone: '退会手続きが完了しました。ご利用ありがとうございました',
  contactSent: 'お問い合わせを送信しました',
  contactFailed: 'お問い合わせの送信に失敗しました。時間をおいて再度お試しください',
  purchaseFailed: 'ご注文の処理に失敗しました',
  formNotReady: '通信状態をご確認のうえ、もう一度お試しください。入力内容はそのまま残っています',
  connectionFailed: '通信状態をご確認のうえ、もう一度お試しください',
} as const;

/** Messages of the API envelope (`{ message, errors }`, ARCHITECTURE.md). */
export const apiMessages = {
  badRequest: '入力内容に誤りがあります。ご確認ください',
  unauthorized: 'ログインが必要です',
  forbidden: 'この操作は許可されていません',
  notFound: 'お探しのページまたはデータが見つかりません',
  methodNotAllowed: 'この操作は許可されていません',
  conflict: '処理が重複しています。しばらくしてから再度お試しください',
  unprocessable: 'ご指定の内容では処理できません',
  payloadTooLarge: 'ファイルのサイズが大きすぎます',
  tooManyRequests: 'リクエストが多すぎます。しばらくしてから再度お試しください',
  internal: 'サーバーエラーが発生しました。時間をおいて再度お試しください',
  malformedJson: '送信されたデータの形式が正しくありません',
} as const;
