// Customer-facing texts of the e-mail proof (decision 0611).
export const emailVerificationMessages = {
  linkInvalid:
    'このURLは無効か、有効期限が切れています。お手数ですが、マイページから確認メールを再度お送りください',
  alreadyVerified: 'メールアドレスの確認はお済みです',
  tooMany: (perHour: number) =>
    `確認メールの送信は1時間に${perHour}回までです。お手数ですが、しばらく時間をおいてから再度お試しください`,
} as const;
