export { corporateNumberCheckDigit, isRegistrationNumber } from './registration-number.ts';
export {
  bankAccountSchema,
  sampleDetailsIn,
  sampleShopProfile,
  shopProfileSchema,
  type BankAccount,
  type ShopProfile,
} from './shop-profile.ts';
