import { pointWords } from '@shop/domain/checkout';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PointTermsContent } from './components/point-terms-content';

afterEach(cleanup);

// Issue 24 point 3, decision 0711: the terms say the rule the code keeps, and what the law and a
// customer need to know besides.
describe('ポイント規約', () => {
  const text = () => render(<PointTermsContent />).container.textContent ?? '';

  it('grants at delivery, as the code does, never at shipment', () => {
    expect(text()).toContain(`付与の時期：${pointWords.grantedWhen}`);
    expect(text()).not.toMatch(/発送(時|後)に付与/);
  });

  it('says there is no expiry, when points are given back or taken back, and how the scheme changes', () => {
    const terms = text();
    for (const words of [
      '有効期限はありません',
      '退会された場合',
      'ご注文全体がキャンセルとなった場合（お客様からのキャンセル、当店によるキャンセル・返金のいずれも）',
      'ご注文の一部（明細番号単位）がキャンセルとなった場合',
      'お届け後に返金した場合',
      '不足分を1pt＝1円として返金額から差し引きます',
      '規約・制度の変更',
      '制定日',
      '改定日',
    ]) {
      expect(terms).toContain(words);
    }
  });
});
