// The operator's own details (issue 15): who sells, where, how to reach them, the qualified-invoice
// registration number and the bank for transfers. One object, read from the file SHOP_PROFILE names;
// the sample below (a fictitious shop) is the development default, and production refuses it.
// Every page, mail and document that names the shop reads this profile (decisions 0300 and 0634).
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';
import { isRegistrationNumber } from './registration-number.ts';

const text = (label: string, max = 200) =>
  safeString({ error: `${label}を入力してください` }).check(
    z.trim(),
    z.minLength(1, { error: `${label}を入力してください` }),
    z.maxLength(max, { error: `${label}は${max}文字以内で入力してください` }),
  );
const pattern = (regex: RegExp, error: string) => safeString({ error }).check(z.regex(regex, { error }));

export const bankAccountSchema = z.object({
  bankName: text('銀行名', 60),
  branchName: text('支店名', 60),
  accountType: z.enum(['普通', '当座'], { error: '口座種別は「普通」か「当座」で入力してください' }),
  accountNumber: pattern(/^\d{7}$/, '口座番号は7桁の数字で入力してください'),
  /** As the bank registers it, in katakana ('カ）シールラボ'). */
  accountHolder: text('口座名義', 60),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const shopProfileSchema = z.object({
  /** The shop's name as customers know it ('シールラボ'). */
  shopName: text('ショップ名', 60),
  /** The company, the issuer of every document ('株式会社シールラボ'). */
  name: text('会社名', 100),
  /** 運営責任者 / 代表者 of the 特定商取引法 page. */
  representative: text('代表者', 60),
  postalCode: pattern(/^\d{3}-\d{4}$/, '郵便番号は「150-0002」の形で入力してください'),
  address: text('所在地'),
  tel: pattern(/^0\d{1,4}-\d{1,4}-\d{3,4}$/, '電話番号は「03-1234-5678」の形で入力してください'),
  /**
   * The address customers write to: published on the 特定商取引法 page and the footer, the
   * Reply-To of every mail, printed in every mail's signature (decision 0783).
   */
  email: z.email({ error: 'メールアドレスの形式が正しくありません' }),
  /**
   * The address mail is sent from (From, the envelope sender the mail service signs for): never
   * published, since replies go to `email` (decision 0783).
   */
  mailFrom: z.email({
    error: (issue) =>
      issue.input === undefined
        ? '送信元メールアドレス（mailFrom）を入力してください'
        : '送信元メールアドレス（mailFrom）の形式が正しくありません',
  }),
  /** 営業時間, as the pages print it ('平日 10:00〜18:00（土日祝・年末年始を除く）'). */
  businessHours: text('営業時間', 100),
  /** 'T' + 13 digits whose first digit is the corporate-number check digit. */
  registrationNumber: safeString().check(
    z.refine(isRegistrationNumber, {
      error: '適格請求書発行事業者登録番号は「T」と13桁の数字で、検査数字の正しいものを入力してください',
    }),
  ),
  /**
   * Where transfers are paid (振込先): invoices and the 銀行振込 payment method. Optional: a shop
   * without it cannot switch bank transfer on (decision 0820).
   */
  bankAccount: z.optional(bankAccountSchema),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

/** The fictitious shop of this project: the development default, refused in production. */
export const sampleShopProfile: ShopProfile = {
  shopName: 'シールラボ',
  name: '株式会社シールラボ',
  representative: '山田 太郎',
  postalCode: '150-0002',
  address: '東京都渋谷区渋谷2-21-1',
  tel: '03-6555-0123',
  email: 'info@sticker-lab.example.jp',
  mailFrom: 'no-reply@sticker-lab.example.jp',
  businessHours: '平日 10:00〜18:00（土日祝・年末年始を除く）',
  registrationNumber: 'T9234567890123',
  bankAccount: {
    bankName: 'さくら青葉銀行',
    branchName: '渋谷支店',
    accountType: '普通',
    accountNumber: '1234567',
    accountHolder: 'カ）シールラボ',
  },
};

/**
 * The sample's details still in a profile: production must name the real operator, so any of
 * these (the invented number, company, address, telephone, e-mail addresses or bank account)
 * refuses it.
 */
export function sampleDetailsIn(profile: ShopProfile): string[] {
  const sample = sampleShopProfile;
  const kept: string[] = [];
  if (profile.registrationNumber === sample.registrationNumber) kept.push('registrationNumber');
  if (profile.name === sample.name) kept.push('name');
  if (profile.address === sample.address) kept.push('address');
  if (profile.tel === sample.tel) kept.push('tel');
  if (profile.email === sample.email) kept.push('email');
  if (profile.mailFrom === sample.mailFrom) kept.push('mailFrom');
  if (profile.bankAccount && profile.bankAccount.accountNumber === sample.bankAccount?.accountNumber)
    kept.push('bankAccount');
  return kept;
}
