import { describe, expect, it } from 'vitest';
import { purposePicture } from './purpose-pictures';
import { findPurpose, purposeConfiguratorHref, purposes, purposeSpec } from './purposes';

describe('purposes', () => {
  it('finds a purpose by its slug, and nothing for an unknown or missing one', () => {
    expect(findPurpose('product-label')?.title).toBe('商品ラベル');
    expect(findPurpose('no-such-purpose')).toBeUndefined();
    expect(findPurpose(null)).toBeUndefined();
  });

  it('opens the configurator of its product with the purpose as the preset', () => {
    expect(purposeConfiguratorHref(findPurpose('product-label')!)).toBe(
      '/materials/white-pp?preset=product-label',
    );
    expect(purposeConfiguratorHref(findPurpose('event')!)).toBe('/materials/satin?preset=event');
  });

  it('every purpose leads to a product of the catalogue', () => {
    for (const purpose of purposes) {
      expect(purposeConfiguratorHref(purpose)).toMatch(/^\/materials\/[a-z-]+\?preset=[a-z-]+$/);
    }
  });

  it('describes the recommended configuration in words, without なし choices', () => {
    expect(purposeSpec(findPurpose('product-label')!)).toEqual([
      { label: '素材', value: '白PPステッカー' },
      { label: 'サイズ', value: '50×50mm' },
      { label: '粘着タイプ', value: '通常のり' },
      { label: 'ラミネート加工', value: 'グロスラミネート（つやあり）' },
      { label: '形状', value: '角丸四角形' },
      { label: '納品形態', value: 'シート単位の四角カット' },
      { label: '枚数', value: '100枚' },
    ]);
    const novelty = purposeSpec(findPurpose('novelty')!);
    expect(novelty.map((line) => line.value)).not.toContain('なし');
    expect(purposeSpec(findPurpose('name-label')!)).toContainEqual({
      label: '納期',
      value: '7営業日以内発送',
    });
  });

  it('pictures every purpose as the sticker in use', () => {
    for (const purpose of purposes) expect(purposePicture(purpose).scene, purpose.slug).not.toBe('parcel');
  });
});
