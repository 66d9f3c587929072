import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponTermsContent } from './components/coupon-terms-content';

afterEach(cleanup);

// Issue 24 point 4 (decisions 0717, 0784): the terms say what the code does on a cancellation,
// the shop's own cancel and refund included (they give the coupon back through the same function).
describe('クーポン利用規約', () => {
  const text = () => render(<CouponTermsContent />).container.textContent ?? '';

  it('gives the coupon back on a whole cancellation by either side, keeps it on a partial one', () => {
    const terms = text();
    for (const words of [
      'ご注文全体がキャンセルとなった場合（お客様からのキャンセル、当店によるキャンセル・返金のいずれも）',
      'ご利用のクーポンをお戻しし',
      '有効期限を過ぎていた場合は、お戻ししてもご利用いただけず',
      'ご注文の一部（明細番号単位）がキャンセルとなった場合は、クーポンはお戻しせず',
    ]) {
      expect(terms).toContain(words);
    }
  });
});
