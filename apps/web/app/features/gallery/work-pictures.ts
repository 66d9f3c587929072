import type { GalleryItem } from '@shop/domain/catalog';
import type { SceneName } from '../../ui/illustrations/scenes';
import type { IllustrationSubject } from '../../ui/illustrations/illustration';
import { artworkSrc } from './gallery';

// Each work's own artwork on what it was made for (issue 23 point 3).
const sceneById: Readonly<Record<number, SceneName>> = {
  1: 'paperBag',
  2: 'laptop',
  3: 'parcel',
  4: 'window',
  5: 'storefront',
  6: 'device',
  7: 'shelf',
  8: 'giftBox',
  9: 'cosmetics',
  10: 'car',
};

export function workPicture(work: GalleryItem): IllustrationSubject {
  return { scene: sceneById[work.id] ?? 'parcel', sticker: { artworkSrc: artworkSrc(work) } };
}
