// The issuer printed on every document: one place, so the configuration can replace it.
// The default is the fictitious shop of this project; its registration number is invented but
// carries a valid check digit. Decision: docs/decisions/0300-shop-profile.md.
import { isRegistrationNumber } from './registration-number.ts';

export interface BankAccount {
  bankName: string;
  branchName: string;
  /** 普通 or 当座 */
  accountType: string;
  accountNumber: string;
  /** As the bank registers it, in katakana ('カ）シールラボ'). */
  accountHolder: string;
}

export interface ShopProfile {
  name: string;
  /** '150-0002' */
  postalCode: string;
  address: string;
  tel: string;
  email: string;
  /** 'T' + 13 digits (適格請求書発行事業者登録番号). */
  registrationNumber: string;
  /** Where invoices ask to be paid (振込先). */
  bankAccount: BankAccount;
}

export const defaultShopProfile: ShopProfile = {
  name: '株式会社シールラボ',
  postalCode: '150-0002',
  address: '東京都渋谷区渋谷2-21-1',
  tel: '03-6555-0123',
  email: 'info@sticker-lab.example.jp',
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
 * Throws when the profile could not issue a valid qualified invoice. A wrong registration number
 * is a configuration mistake that must stop the document, never reach a customer.
 */
export function assertShopProfile(profile: ShopProfile): void {
  if (!isRegistrationNumber(profile.registrationNumber)) {
    throw new RangeError(`Invalid invoice registration number: ${profile.registrationNumber}`);
  }
}
