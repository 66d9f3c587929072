// Who a mail comes from, where its reply goes, and the signature that says where to write
// (decision 0783): one text for every mail of the shop, built from the operator's profile, so no
// mail can tell a customer something else (the old 「送信専用」 lines did).
import type { ShopProfile } from './shop-profile.ts';

export interface MailAddress {
  /** The display name a mail app shows: the shop's name. */
  name: string;
  address: string;
}

/**
 * From is the sending address (`mailFrom`); Reply-To is the address customers write to (`email`),
 * so a customer who simply replies reaches the people who answer.
 */
export function mailSender(profile: ShopProfile): { from: MailAddress; replyTo: MailAddress } {
  return {
    from: { name: profile.shopName, address: profile.mailFrom },
    replyTo: { name: profile.shopName, address: profile.email },
  };
}

/**
 * Where to write, as every mail closes: a reply reaches the shop (Reply-To), and the block below
 * lists the other ways (the hours are printed there, so the sentence names none).
 */
export const whereToWrite =
  'ご不明な点は、本メールにそのままご返信いただくか、下記のお問い合わせ先までお気軽にご連絡ください。営業時間外にいただいたお問い合わせには、翌営業日以降に順にお答えいたします。';

const RULE = '──────────────────────────────';

/**
 * The signature under every mail, as Japanese shops sign: the shop, the company that runs it, its
 * postal address, telephone, business hours, the address to write to and the contact form.
 */
export function mailSignature(profile: ShopProfile, publicUrl: string): string {
  return [
    whereToWrite,
    '',
    RULE,
    profile.shopName,
    'オリジナルステッカー・シール印刷の通販',
    `運営：${profile.name}`,
    `〒${profile.postalCode} ${profile.address}`,
    `TEL：${profile.tel}`,
    `営業時間：${profile.businessHours}`,
    `メール：${profile.email}`,
    `お問い合わせフォーム：${publicUrl}/sp/contact`,
    `${publicUrl}/sp/`,
    RULE,
    '※本メールはお送りした内容の控えとして保存してください。',
  ].join('\n');
}
