// One group of the message catalogue in its own module, so that a page loads the groups it shows
// and not the others (decision 0563); `@shop/domain/messages` re-exports every group.

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
