// The applied coupon shows its conditions as the API words them (issue 24 point 4, decision 0719).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialCheckoutState, useCheckoutStore } from '../store';
import { CouponField } from './coupon-field';

afterEach(() => {
  cleanup();
  useCheckoutStore.setState(initialCheckoutState);
});

describe('CouponField', () => {
  it('lists the applied coupon’s conditions under the discount', () => {
    useCheckoutStore.setState({
      couponCode: 'WINTER',
      coupon: {
        code: 'WINTER',
        discount: 500,
        conditions: [
          '有効期限は2026年12月31日(木)までです',
          'このクーポンは¥5,000以上のご注文でご利用いただけます',
        ],
      },
    });
    render(<CouponField discount={500} />);
    expect(screen.getByText('クーポン「WINTER」で ¥500 割引されます')).toBeTruthy();
    const conditions = screen.getByTestId('coupon-conditions');
    expect(conditions.textContent).toContain('このクーポンのご利用条件');
    expect(conditions.textContent).toContain('有効期限は2026年12月31日(木)までです');
    expect(conditions.textContent).toContain('¥5,000以上のご注文');
  });

  it('shows no conditions before a code is accepted, or for a coupon kept from before they were sent', () => {
    useCheckoutStore.setState({ couponCode: 'WINTER', coupon: { code: 'WINTER', discount: 500 } });
    render(<CouponField discount={500} />);
    expect(screen.queryByTestId('coupon-conditions')).toBeNull();
  });
});
