import { shopProfile, type ShopProfile } from './shop-profile.ts';

export interface RenderOptions {
  /** The issuer; by default the configured operator's profile (SHOP_PROFILE). */
  shop?: ShopProfile;
}

export function shopOf(options: RenderOptions): ShopProfile {
  return options.shop ?? shopProfile();
}
