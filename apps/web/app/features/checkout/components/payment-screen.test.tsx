// Decision 0675: the payment form is drawn before the cart and the member's data are known (the
// prerendered page), and only the points and the amounts wait for them.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialCheckoutState, useCheckoutStore } from '../store';
import { PaymentScreen, type PaymentScreenProps } from './payment-screen';

function renderScreen(props: PaymentScreenProps) {
  const router = createMemoryRouter([{ path: '/checkout/payment', element: <PaymentScreen {...props} /> }], {
    initialEntries: ['/checkout/payment'],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => useCheckoutStore.setState(initialCheckoutState));
afterEach(cleanup);

describe('PaymentScreen', () => {
  it('draws the methods, the coupon and the card form before the cart and the member are known', () => {
    renderScreen({ cart: null, holdingPoint: null, satinNotice: null });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'クレジットカード' }).checked).toBe(true);
    screen.getByRole('radio', { name: '代金引換' });
    screen.getByLabelText('クーポンコード');
    screen.getByLabelText(/セキュリティコード/);
    expect(screen.getByRole('status').textContent).toBe('お支払い金額を計算しています');
    expect(screen.queryByTestId('checkout-total')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'お届け先の入力へ進む' }).disabled).toBe(
      true,
    );
  });

  it('adds the points line and the amounts once both are known', () => {
    renderScreen({ cart: { total: 3000, itemCount: 1 }, holdingPoint: 1000, satinNotice: null });
    screen.getByLabelText('ご利用ポイント');
    screen.getByText('保有ポイント：1,000pt（1pt＝1円）');
    expect(screen.getByTestId('checkout-total').textContent).toContain('3,000');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'お届け先の入力へ進む' }).disabled).toBe(
      false,
    );
  });

  it('says the cart is empty once the cart is read and has nothing', () => {
    renderScreen({ cart: { total: 0, itemCount: 0 }, holdingPoint: 1000, satinNotice: null });
    screen.getByText('カートに商品がありません。');
    expect(screen.queryByLabelText(/セキュリティコード/)).toBeNull();
  });

  it('puts a mistyped card number’s message under the number, before the provider is asked', async () => {
    renderScreen({ cart: { total: 3000, itemCount: 1 }, holdingPoint: 0, satinNotice: null });
    fireEvent.change(screen.getByLabelText('カード番号'), { target: { value: '4111 1111 1111 1112' } });
    fireEvent.change(screen.getByLabelText('有効期限（月/年）'), { target: { value: '04/29' } });
    fireEvent.change(screen.getByLabelText('セキュリティコード'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('カード名義（半角英字）'), { target: { value: 'TARO YAMADA' } });
    fireEvent.click(screen.getByRole('button', { name: 'お届け先の入力へ進む' }));
    const number = screen.getByLabelText('カード番号');
    expect(await screen.findByText('カード番号をご確認ください')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });
});
