// Customer-facing texts of the members' calls. Polite Japanese, shown as the server's message; a
// text a form says too (the registered e-mail) comes from the shared catalogue.
import { fieldMessages } from '@shop/domain/messages';

export const memberMessages = {
  emailTaken: fieldMessages.emailTaken,
  loginLocked:
    'ログインの失敗が続いたため、一時的にログインを制限しています。しばらく時間をおいてから再度お試しください',
  resetTokenInvalid:
    'このURLは無効か、有効期限が切れています。お手数ですが、もう一度パスワードの再設定をお申し込みください',
  currentPasswordWrong: '現在のパスワードが正しくありません',
  addressLimit: (max: number) =>
    `ご登録いただける件数の上限（${max}件）に達しています。不要な住所を削除してから追加してください`,
  leaveBlocked:
    'お手続き中のご注文があるため、現在は退会できません。ご注文の発送後に、改めてお手続きください',
  postalNotFound: 'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認ください',
} as const;
