import type { CurrentItem } from '@shop/domain/configurator';
import { noticeMessages } from '@shop/domain/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { resetCurrentItem, useCurrentItemStore } from '../store';
import { json, product, purpose, stubCalcPrice, withQueryClient } from '../test-support';
import { ConfiguratorScreen, type ConfiguratorScreenProps } from './configurator-screen';

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.kind}:${toast.message}`);

function renderScreen(props: Partial<ConfiguratorScreenProps> & { productId?: number } = {}) {
  const onAddToCart = vi.fn<(item: CurrentItem) => void>();
  const Wrapper = withQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/materials/:name',
        element: (
          <ConfiguratorScreen
            product={product(props.productId ?? 101)}
            holidays={[]}
            starting={props.starting ?? null}
            onAddToCart={onAddToCart}
          />
        ),
      },
      { path: '/cart', element: <h1>カート</h1> },
    ],
    { initialEntries: ['/materials/x'] },
  );
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { onAddToCart, router };
}

const labelPreset = () => {
  const { slug, preset, title } = purpose('product-label');
  return { source: `purpose:${slug}`, preset, title };
};

beforeEach(() => {
  resetCurrentItem();
  useToastStore.getState().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfiguratorScreen', () => {
  it('refuses add-to-cart with the alert while a step is unanswered, and marks the step', async () => {
    stubCalcPrice();
    const { onAddToCart, router } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(toasts()).toContain(`warning:${noticeMessages.checkSelectedItems}`);
    const sizeStep = document.querySelector<HTMLElement>('[data-step="size"]')!;
    expect(within(sizeStep).getByRole('alert').textContent).toBe('サイズをご入力ください');
    expect(screen.getByLabelText('横').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/materials/x');
  });

  it('adds a finished item, initialises the current item and opens the cart', async () => {
    stubCalcPrice();
    const { onAddToCart, router } = renderScreen({ starting: labelPreset() });
    expect(screen.getByText(/「商品ラベル」のおすすめ仕様/)).toBeTruthy();
    // The purpose gives no delivery date: the customer chooses it before the item goes (0105).
    fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    // The later steps are drawn a few at a time after the first screen (decision 0565).
    const deliveryStep = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-step="deliveryDate"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() =>
      expect(within(deliveryStep).getByRole('alert').textContent).toBe('必ず選択してください'),
    );
    fireEvent.click(deliveryStep.querySelector<HTMLInputElement>('input[value="5"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart.mock.calls[0]![0]).toMatchObject({ product: { id: 101 }, sizeX: 50, num: 100 });
    expect(toasts()).toContain(`success:${noticeMessages.addedToCart}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCurrentItemStore.getState().item).toBeNull();
  });

  it('shows the warning toast with the field messages when the server refuses the item', async () => {
    stubCalcPrice(() =>
      json(
        {
          message: noticeMessages.cannotOrder,
          errors: { num: 'このサイズではご指定の数量をお選びいただけません' },
        },
        422,
      ),
    );
    renderScreen({ starting: labelPreset() });
    await waitFor(() =>
      expect(toasts()).toContain(
        `warning:${noticeMessages.cannotOrder}（このサイズではご指定の数量をお選びいただけません）`,
      ),
    );
    // No price is shown for an item the server will not take.
    expect(screen.queryByTestId('amount-total')).toBeNull();
  });

  it('shows the server’s figure when it differs from the browser’s', async () => {
    stubCalcPrice((body) => {
      const detail = { amountTotal: 99_999, tax: 9_090, point: 999, num: body.num };
      const cartItem = {
        size: 1,
        deliveryDateOption: 0,
        amountProduct: 0,
        amountOption: 0,
        amountTotal: 99_999,
      };
      return json({ data: { detail: { ...baseDetail(), ...detail }, cartItem, order: {} } });
    });
    renderScreen({ starting: labelPreset() });
    await waitFor(() => expect(screen.getByTestId('amount-total').textContent).toBe('¥99,999'));
  });

  it('suppresses Enter in the form (spec point 5)', () => {
    stubCalcPrice();
    renderScreen();
    const event = new KeyboardEvent('keydown', {
      key: 'Enter',
      keyCode: 13,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      screen.getByLabelText('横').dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('explains product 154’s 2-day rule on the delivery step', async () => {
    stubCalcPrice();
    renderScreen({ productId: 154 });
    // The later steps are drawn a few at a time after the first screen (decision 0565).
    const delivery = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-step="deliveryDate"]');
      if (!found) throw new Error('the delivery step is not drawn yet');
      return found;
    });
    const twoDays = within(delivery).getByRole<HTMLInputElement>('radio', { name: /2営業日以内発送/ });
    expect(twoDays.disabled).toBe(true);
    expect(delivery.textContent).toContain(
      '2営業日発送は、形状が四角形（角丸なし）のサテンステッカーのみご利用いただけます',
    );
  });
});

function baseDetail() {
  const groups = [
    'adhesive',
    'ondemandFoil',
    'whiteInk',
    'whitedataService',
    'lamination',
    'format',
    'cutlineService',
    'halfcut',
    'cutpath',
    'slit',
    'backSide',
    'deliveryForm',
    'sendCopy',
    'individualPackaging',
  ];
  return {
    product: { id: 101, name: '白PPステッカー', nameDetail: '' },
    sizeName: '長辺50mm以内',
    deliveryDateProduct: 5,
    deliveryDateOption: 0,
    amountProduct: 90_000,
    amountOption: 9_999,
    freeFormat: null,
    ...Object.fromEntries(groups.map((group) => [group, null])),
  };
}
