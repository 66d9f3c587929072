import type { MaterialLook } from '@shop/domain/catalog';
import type { IllustrationSubject } from '../../ui/illustrations/illustration';
import type { Product } from './api/get-products';

// Each material on what it is most often stuck on (issue 23 point 3). A material the shop adds
// later is pictured by its look.

const bySlug: Readonly<Record<string, IllustrationSubject>> = {
  'white-pp': { scene: 'bottle', sticker: { look: 'white', shape: 'rounded', text: 'JAM' } },
  yupo: { scene: 'foodPack', sticker: { look: 'white', shape: 'rectangle', text: '惣菜' } },
  'art-paper': { scene: 'parcel', sticker: { look: 'white', shape: 'circle', text: 'THANKS' } },
  'clear-pet': { scene: 'window', sticker: { look: 'clear', shape: 'rounded', text: 'OPEN' } },
  hologram: { scene: 'laptop', sticker: { look: 'hologram', shape: 'star', text: '' } },
  kraft: { scene: 'paperBag', sticker: { look: 'kraft', shape: 'circle', text: 'Merci' } },
  satin: { scene: 'cosmetics', sticker: { look: 'satin', shape: 'rectangle', text: 'BEAUTY' } },
  'weatherproof-vinyl': {
    scene: 'car',
    sticker: { look: 'weatherproof', shape: 'rounded', text: 'OUTDOOR' },
  },
  'large-format': {
    scene: 'storefront',
    sticker: { look: 'weatherproof', shape: 'rectangle', text: '山田商店' },
  },
  numbering: { scene: 'device', sticker: { look: 'white', shape: 'rectangle', text: 'No.0012' } },
  pop: { scene: 'shelf', sticker: { look: 'white', shape: 'star', text: '特価' } },
  emboss: { scene: 'giftBox', sticker: { look: 'metallic', shape: 'circle', text: '祝' } },
};

const byLook: Readonly<Record<MaterialLook, IllustrationSubject['scene']>> = {
  white: 'bottle',
  clear: 'window',
  kraft: 'paperBag',
  hologram: 'laptop',
  satin: 'cosmetics',
  weatherproof: 'car',
  metallic: 'giftBox',
};

const isLook = (value: unknown): value is MaterialLook => typeof value === 'string' && value in byLook;

export function materialPicture(product: Pick<Product, 'slug' | 'setting'>): IllustrationSubject {
  const known = bySlug[product.slug];
  if (known) return known;
  const look = isLook(product.setting.look) ? product.setting.look : 'white';
  return { scene: byLook[look], sticker: { look, shape: 'rounded', text: 'LOGO' } };
}
