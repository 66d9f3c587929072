import { describe, expect, it } from 'vitest';
import { estimateHurryLabel, estimateSizeLabel } from './estimate-request-labels.ts';

describe('estimate request labels', () => {
  it('write the size as 横×縦, the shop’s order of the two', () => {
    expect(estimateSizeLabel('50', '30')).toBe('横 50mm × 縦 30mm');
    expect(estimateSizeLabel(50, 30)).not.toMatch(/幅|高さ/);
  });

  it('answer お急ぎ either way', () => {
    expect(estimateHurryLabel(true)).toBe('はい（お急ぎのご依頼）');
    expect(estimateHurryLabel(false)).toBe('いいえ');
  });
});
