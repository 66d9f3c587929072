// The messages every page's shared code may show (toasts, alerts, the API envelope), apart from the
// rest of the catalogue: the layout and the API client import them through `@shop/domain/notices`,
// so the first view of every page carries these and not the forms', configurator's or checkout's
// messages (decision 0563). `@shop/domain/messages` re-exports them.

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

/**
 * Messages of the API envelope (`{ message, errors }`, ARCHITECTURE.md). Ours, not the spec's
 * (issue 24 point 9): each says what happened and what the customer can do next.
 */
export const apiMessages = {
  badRequest: '入力内容に誤りがあります。ご確認ください',
  unauthorized: 'ログインが必要です',
  forbidden: 'このお手続きを行う権限がありません。ログイン中のアカウントをご確認ください',
  notFound: 'お探しのページまたはデータが見つかりません',
  methodNotAllowed: 'この画面からはお手続きいただけません。ページを読み込み直してからお試しください',
  conflict:
    '同じお手続きを処理しております。二重のお手続きにならないよう、少し時間をおいてからページを読み込み直し、結果をご確認ください',
  unprocessable: 'ご指定の内容ではお手続きできません。内容をご確認ください',
  payloadTooLarge: 'ファイルのサイズが大きすぎます',
  tooManyRequests:
    '短い時間にお手続きが続いたため、一時的にお受けできません。数分ほど時間をおいてから、もう一度お試しください',
  internal: 'サーバーエラーが発生しました。時間をおいて再度お試しください',
  malformedJson: '送信されたデータの形式が正しくありません',
  /** A multipart body without its boundary, cut off, or otherwise unreadable. */
  malformedMultipart: '送信されたデータが壊れているか、途中で途切れています。もう一度お送りください',
  unsupportedMediaType: 'この形式のデータは受け付けていません',
  /** A URL we cannot read: bad percent-encoding, or a part far longer than any of ours. */
  badUrl: 'URLの形式が正しくありません',
  uriTooLong: 'URLが長すぎます',
  headersTooLarge: '送信されたヘッダーが大きすぎます',
  requestTimeout: '通信がタイムアウトしました。電波の良い所でもう一度お試しください',
  /** /readyz while the database or the file store cannot be reached, or a migration is not applied. */
  notReady: 'ただいま準備中です。しばらくしてから再度お試しください',
} as const;

/** What /readyz names as not ready (for the operator: the reason, in a word). */
export const readinessMessages = {
  database: 'データベースに接続できません',
  migrations: 'データベースの更新（マイグレーション）が済んでいません',
  fileStore: 'ファイルの保存先（オブジェクトストレージ）に接続できません',
} as const;
