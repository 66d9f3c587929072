import { sampleCatalogue } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import { materialPicture } from './material-pictures';

describe('material pictures', () => {
  it('pictures every material of the catalogue in a scene of its own look', () => {
    for (const product of sampleCatalogue.filter((candidate) => candidate.productType !== 'estimate')) {
      const picture = materialPicture({
        slug: product.setting.slug,
        setting: { look: product.setting.look },
      });
      expect('look' in picture.sticker && picture.sticker.look, product.setting.slug).toBe(
        product.setting.look,
      );
    }
  });

  it('pictures a material added later by its look', () => {
    expect(materialPicture({ slug: 'new-film', setting: { look: 'kraft' } }).scene).toBe('paperBag');
    expect(materialPicture({ slug: 'odd', setting: {} }).scene).toBe('bottle');
  });
});
