// What happens to a member's data on leaving (issue 24 point 5, decision 0716): the privacy policy
// and the leave mail say it with these same words.

export const leaveDataStatement = {
  deleted:
    '会員情報（お名前・ご住所・電話番号・メールアドレス・パスワード）、登録済みの発送元・お届け先、保有ポイントを削除',
  kept: 'ご注文の記録（請求書・領収書に記載した内容を含みます）は、法令に基づき7年間保存',
} as const;
