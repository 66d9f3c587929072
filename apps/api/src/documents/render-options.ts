import { defaultShopProfile, type ShopProfile } from './shop-profile.ts';

export interface RenderOptions {
  /** The issuer; the project's shop unless the configuration gives another. */
  shop?: ShopProfile;
}

export function shopOf(options: RenderOptions): ShopProfile {
  return options.shop ?? defaultShopProfile;
}
