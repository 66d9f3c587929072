// The back office's messages, in the polite Japanese the shop's own staff read.

export const staffMessages = {
  loginFailed: 'メールアドレスまたはパスワードが正しくありません',
  loginLocked: 'ログインの失敗が続いたため、しばらくログインできません。時間をおいて再度お試しください',
  codeWrong: '確認コードが正しくありません。認証アプリの最新のコードをご入力ください',
  codeFormat: '6桁の確認コード、またはリカバリーコードをご入力ください',
  secondFactorNeeded: '確認コードの入力が必要です',
  enrolmentNeeded: '二段階認証の設定が必要です',
  notLoggedIn: 'ログインしてください。一定時間操作がなかった場合は自動的にログアウトします',
  ownerOnly: 'この操作はオーナーのみ行えます',
  crossSite: '不正なリクエストのため処理できませんでした。画面を再読み込みしてからお試しください',
  enrolmentNotStarted: '二段階認証の設定をはじめからやり直してください',
  alreadyEnrolled: '二段階認証は設定済みです',
  emailTaken: 'このメールアドレスのスタッフはすでに登録されています',
  invitationInvalid: '招待のURLが無効か、有効期限が切れています。オーナーに再度の招待をご依頼ください',
  staffNotFound: 'スタッフが見つかりません',
  lastOwner: 'オーナーが一人もいなくなるため、この操作はできません',
  notYourself: 'ご自身のアカウントにはこの操作を行えません',
} as const;
