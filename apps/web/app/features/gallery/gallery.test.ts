import { describe, expect, it } from 'vitest';
import { artworkSrc, findWork, workConfiguratorHref, workProductName, works } from './gallery';

describe('gallery', () => {
  it('finds a work by its id in the URL, and nothing for anything else', () => {
    expect(findWork('3')?.title).toBe('カフェのロゴステッカー');
    expect(findWork('999')).toBeUndefined();
    expect(findWork('3abc')).toBeUndefined();
    expect(findWork(null)).toBeUndefined();
  });

  it('links every work to its product’s configurator with the work as the preset', () => {
    expect(workConfiguratorHref(findWork('1')!)).toBe('/materials/kraft?work=1');
    for (const work of works) {
      expect(workConfiguratorHref(work)).toMatch(/^\/materials\/[a-z-]+\?work=\d+$/);
      expect(workProductName(work)).toBeTruthy();
    }
  });

  it('shows the artwork as an encoded data URI, never as markup', () => {
    const src = artworkSrc(findWork('1')!);
    expect(src.startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
    expect(src).not.toMatch(/[<>"#]/);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(findWork('1')!.svg);
  });
});
