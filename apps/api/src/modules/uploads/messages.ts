// What the artwork upload says when it refuses a file (decision 0363). Size and type use the
// domain's validation texts, so the browser's own check says the same words.
export const uploadMessages = {
  notMultipart: 'ファイルを選択して送信してください',
  fileMissing: 'ファイルを選択してください',
  oneFileOnly: 'ファイルは1つずつお送りください',
  empty: 'ファイルが空です。内容をご確認ください',
  nameHasPath:
    'ファイル名に使用できない文字（/ や \\ など）が含まれています。ファイル名を変更してお送りください',
  nameControl: 'ファイル名に使用できない文字が含まれています。ファイル名を変更してお送りください',
  nameTooLong: 'ファイル名が長すぎます。200文字以内に変更してお送りください',
  contentMismatch: (extension: string) =>
    `ファイルの内容が拡張子（.${extension}）と一致しません。ファイルをご確認ください`,
  orderNumber: '明細番号が正しくありません',
  interrupted: 'アップロードが中断されました。もう一度お試しください',
  quotaExceeded: (quotaMegabytes: number) =>
    `お預かりできる入稿データの合計（${quotaMegabytes.toLocaleString('ja-JP')}MB）を超えるため、受け付けられませんでした。ファイルを小さくするか、お問い合わせフォームよりご相談ください`,
  tooManyUploads: (perHour: number) =>
    `アップロードは1時間に${perHour}回までです。しばらく時間をおいてから再度お試しください`,
  uploadNotFound: '入稿データが見つかりません',
} as const;
