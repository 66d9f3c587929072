import type { Purpose } from '@shop/domain/catalog';
import type { IllustrationSubject } from '../../ui/illustrations/illustration';

// Each purpose pictured as the sticker in use (issue 23 point 3).
const bySlug: Readonly<Record<string, IllustrationSubject>> = {
  'product-label': { scene: 'bottle', sticker: { look: 'white', shape: 'rounded', text: 'HONEY' } },
  novelty: { scene: 'laptop', sticker: { look: 'hologram', shape: 'star', text: '' } },
  'outdoor-sign': {
    scene: 'storefront',
    sticker: { look: 'weatherproof', shape: 'rectangle', text: '駐車場 P' },
  },
  'food-label': { scene: 'foodPack', sticker: { look: 'white', shape: 'rectangle', text: '原材料' } },
  event: { scene: 'cosmetics', sticker: { look: 'satin', shape: 'rectangle', text: 'EVENT' } },
  'name-label': { scene: 'giftBox', sticker: { look: 'metallic', shape: 'circle', text: '寿' } },
  'asset-number': { scene: 'device', sticker: { look: 'white', shape: 'rectangle', text: 'No.0105' } },
  'store-pop': { scene: 'shelf', sticker: { look: 'white', shape: 'star', text: 'NEW' } },
  'gift-seal': { scene: 'paperBag', sticker: { look: 'kraft', shape: 'circle', text: 'Gift' } },
  vehicle: { scene: 'car', sticker: { look: 'weatherproof', shape: 'rounded', text: 'DRIVE' } },
};

export function purposePicture(purpose: Purpose): IllustrationSubject {
  return (
    bySlug[purpose.slug] ?? { scene: 'parcel', sticker: { look: 'white', shape: 'rounded', text: 'LOGO' } }
  );
}
