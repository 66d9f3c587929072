// The mails of issue 5 (signup, password reset and change, e-mail change, leaving). None carries a
// password; the reset mail carries a single-use link, which is why mail texts are never logged.
import { leaveDataStatement } from '@shop/domain/members';
import { greeting, japaneseDateTime, mailSubject, mailText } from './compose.ts';
import type { OutgoingMail } from './queue.ts';

export interface MailName {
  organization?: string;
  familyName?: string;
  givenName?: string;
}

const notYou = (publicUrl: string) =>
  [
    'お心当たりのない場合は、第三者に不正に操作されたおそれがあります。',
    'お手数ですが、下記からパスワードを再設定のうえ、本メールへのご返信またはお問い合わせフォームよりご連絡ください。',
    `${publicUrl}/sp/reset`,
  ].join('\n');

export function welcomeMail(publicUrl: string, to: string, name: MailName): OutgoingMail {
  return {
    to,
    subject: mailSubject('会員登録が完了しました'),
    text: mailText(publicUrl, greeting(name), [
      'このたびはシールラボに会員登録いただき、誠にありがとうございます。\n会員登録が完了しましたので、お知らせいたします。',
      `ご登録のメールアドレス：${to}`,
      [
        'マイページでは、ご注文履歴の確認、発送元・お届け先の登録、会員情報の変更などをご利用いただけます。',
        `ログインはこちら：${publicUrl}/sp/login`,
      ].join('\n'),
      'お心当たりのない場合は、お手数ですが本メールへのご返信またはお問い合わせフォームよりご連絡ください。',
      '今後ともシールラボをよろしくお願いいたします。',
    ]),
  };
}

/** The link that proves the member reads mail at `to` (decision 0611): at signup, on request, after a change. */
export function emailVerificationMail(
  publicUrl: string,
  to: string,
  name: MailName,
  link: string,
  expiresAt: Date,
): OutgoingMail {
  return {
    to,
    subject: mailSubject('メールアドレスのご確認のお願い'),
    text: mailText(publicUrl, greeting(name), [
      'シールラボをご利用いただき、誠にありがとうございます。\nご登録のメールアドレスを確認させていただくため、下記のURLを開いてください。',
      link,
      [
        `※URLの有効期限は ${japaneseDateTime(expiresAt)} までです。期限が切れた場合は、マイページから再度お送りいただけます。`,
        '※確認が済むと、このメールアドレスで会員登録前にご依頼いただいたお見積りが、マイページに表示され、ご注文いただけるようになります。',
        '※お心当たりのない場合は、本メールを破棄してください。',
      ].join('\n'),
    ]),
  };
}

export function passwordResetMail(
  publicUrl: string,
  to: string,
  name: MailName,
  link: string,
  expiresAt: Date,
): OutgoingMail {
  return {
    to,
    subject: mailSubject('パスワード再設定のご案内'),
    text: mailText(publicUrl, greeting(name), [
      'シールラボをご利用いただき、誠にありがとうございます。\nパスワード再設定のお申し込みを受け付けました。',
      `下記のURLを開き、新しいパスワードを設定してください。\n${link}`,
      [
        `※URLの有効期限は ${japaneseDateTime(expiresAt)} までです。`,
        '※URLは一度だけご利用いただけます。期限が切れた場合は、お手数ですが再度お申し込みください。',
        '※お心当たりのない場合は、本メールを破棄してください。パスワードは変更されません。',
      ].join('\n'),
    ]),
  };
}

export function passwordChangedMail(
  publicUrl: string,
  to: string,
  name: MailName,
  changedAt: Date,
  via: 'reset' | 'account',
): OutgoingMail {
  const sessions =
    via === 'reset'
      ? '安全のため、すべての端末でログアウトいたしました。新しいパスワードで改めてログインしてください。'
      : '安全のため、変更を行った端末以外ではログアウトいたしました。';
  return {
    to,
    subject: mailSubject('パスワード変更のお知らせ'),
    text: mailText(publicUrl, greeting(name), [
      `シールラボをご利用いただき、誠にありがとうございます。\n${japaneseDateTime(changedAt)} に、会員アカウントのパスワードが変更されました。`,
      sessions,
      notYou(publicUrl),
    ]),
  };
}

/** Sent to the old address, so a member whose account was taken over hears of it. */
export function emailChangedMail(
  publicUrl: string,
  oldAddress: string,
  newAddress: string,
  name: MailName,
  changedAt: Date,
): OutgoingMail {
  return {
    to: oldAddress,
    subject: mailSubject('メールアドレス変更のお知らせ'),
    text: mailText(publicUrl, greeting(name), [
      `シールラボをご利用いただき、誠にありがとうございます。\n${japaneseDateTime(changedAt)} に、会員アカウントのメールアドレスが変更されました。`,
      `新しいメールアドレス：${newAddress}\n今後のお知らせは新しいメールアドレスへお送りいたします。`,
      notYou(publicUrl),
    ]),
  };
}

export function leaveMail(publicUrl: string, to: string, name: MailName, leftAt: Date): OutgoingMail {
  return {
    to,
    subject: mailSubject('退会手続き完了のお知らせ'),
    text: mailText(publicUrl, greeting(name), [
      `${japaneseDateTime(leftAt)} に、退会手続きが完了いたしました。\nこれまでシールラボをご利用いただき、誠にありがとうございました。`,
      `${leaveDataStatement.deleted}いたしました。なお、${leaveDataStatement.kept}いたします（プライバシーポリシー「退会された場合」）。`,
      '同じメールアドレスで、いつでも改めて会員登録いただけます。またのご利用を心よりお待ちしております。',
    ]),
  };
}
