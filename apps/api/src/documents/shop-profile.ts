// The issuer printed on every document is the operator's profile (@shop/domain/shop-profile, read
// from SHOP_PROFILE by the configuration; decisions 0300 and 0634). The sample is the default of
// renders given no profile (tests, previews).
import { isRegistrationNumber, sampleShopProfile, type ShopProfile } from '@shop/domain/shop-profile';

export type { BankAccount, ShopProfile } from '@shop/domain/shop-profile';

export const defaultShopProfile: ShopProfile = sampleShopProfile;

let configured: ShopProfile = sampleShopProfile;

/** Set once when the app is built, from the configuration's profile (SHOP_PROFILE). */
export function useShopProfile(profile: ShopProfile): void {
  configured = profile;
}

/** The operator's profile every page, mail and document of this process prints. */
export function shopProfile(): ShopProfile {
  return configured;
}

/**
 * Throws when the profile could not issue a valid qualified invoice. A wrong registration number
 * is a configuration mistake that must stop the document, never reach a customer.
 */
export function assertShopProfile(profile: ShopProfile): void {
  if (!isRegistrationNumber(profile.registrationNumber)) {
    throw new RangeError(`Invalid invoice registration number: ${profile.registrationNumber}`);
  }
}
