export { corporateNumberCheckDigit, isRegistrationNumber } from './registration-number.ts';
export { mailSender, mailSignature, whereToWrite, type MailAddress } from './mail-signature.ts';
export {
  bankAccountSchema,
  sampleDetailsIn,
  sampleShopProfile,
  shopProfileSchema,
  type BankAccount,
  type ShopProfile,
} from './shop-profile.ts';
